import type { ReactNode } from 'react';
import { TextField } from '@/web/components/ui/text-field';
import type { MediaKind } from '../api/upload-media';
import { UploadControl } from './upload-control';

/** A URL typed in, or filled by uploading a file to this site. */
export function MediaUrlField({
  label,
  kind,
  hint,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  kind: MediaKind;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Drawn under the upload control, e.g. a preview. */
  children?: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <TextField
        label={label}
        hint={hint}
        error={error}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <UploadControl kind={kind} forLabel={label} onUploaded={onChange} />
      {children}
    </div>
  );
}
