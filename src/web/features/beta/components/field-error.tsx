import { CircleAlert } from 'lucide-react';

/** The message under a field; its id is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-xs text-rose-300">
      <CircleAlert className="size-3.5 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

/** The ARIA a field needs to be read with its error. */
export const invalidProps = (message: string | undefined, errorId: string) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
