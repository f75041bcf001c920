import { Upload } from 'lucide-react';
import { buttonClass } from '@/web/components/ui/button-styles';
import { cn } from '@/web/components/ui/cn';
import { mediaKinds, type MediaKind } from '../api/upload-media';
import { useMediaUpload } from '../hooks/use-media-upload';

/**
 * "Upload a file": sends the chosen file to the server and hands back the URL it is
 * served at. `forLabel` names the field it fills, for screen readers.
 */
export function UploadControl({
  kind,
  forLabel,
  onUploaded,
}: {
  kind: MediaKind;
  forLabel: string;
  onUploaded: (url: string) => void;
}) {
  const { state, upload } = useMediaUpload(kind, onUploaded);
  const busy = state.status === 'uploading';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <label
        className={cn(
          buttonClass('secondary', 'sm'),
          'cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-accent-400',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        <input
          type="file"
          accept={mediaKinds[kind].types.join(',')}
          aria-label={`Upload a file for ${forLabel}`}
          disabled={busy}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so that choosing the same file again after a failure tries again.
            e.target.value = '';
            if (file) upload(file);
          }}
        />
        <Upload className="size-4" aria-hidden />
        Upload a file
      </label>
      {state.status === 'uploading' && (
        <span className="flex min-w-0 flex-1 items-center gap-2 text-xs text-slate-400">
          <progress
            max={1}
            value={state.progress}
            aria-label={`Uploading ${state.name}`}
            className="h-1.5 w-28 shrink-0 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white/10 [&::-webkit-progress-value]:bg-accent-400"
          />
          {Math.round(state.progress * 100)}%
        </span>
      )}
      {state.status === 'done' && (
        <span role="status" className="min-w-0 text-xs break-all text-emerald-300">
          Uploaded {state.name}
        </span>
      )}
      {state.status === 'error' && (
        <span role="alert" className="min-w-0 text-xs text-rose-300">
          {state.message}
        </span>
      )}
    </div>
  );
}
