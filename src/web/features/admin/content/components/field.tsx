import { useId, type ReactNode } from 'react';
import { errorTextClass, labelClass } from '@/web/components/ui/field-styles';

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A label, one control and the line under it: the error when there is one, else the hint.
 * The control is drawn by `children`, which gets the ids that tie the three together.
 */
export function Field({
  label,
  hint,
  error,
  children,
  extra,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
  /** Drawn under the message, e.g. an upload control or a preview. */
  extra?: ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': note ? noteId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {note && (
        <p id={noteId} className={error ? errorTextClass : 'text-xs text-slate-400'}>
          {note}
        </p>
      )}
      {extra}
    </div>
  );
}
