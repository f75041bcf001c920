import { CircleAlert } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

// The text-field family (docs/decisions/038-one-way-per-web-concern.md): every labelled
// control of every form is drawn here. One module on purpose: the family loads as one chunk
// wherever a form is.

export const inputClass =
  'block h-11 w-full min-w-0 rounded-xl bg-ink-900/80 px-3 text-base text-slate-100 ring-1 ring-white/10 transition placeholder:text-slate-500 hover:ring-white/20 focus:ring-2 focus:ring-accent-400 focus:outline-none aria-[invalid=true]:ring-rose-400/70 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';
export const selectClass = `${inputClass} [color-scheme:dark]`;
export const labelClass = 'text-sm font-medium text-slate-300';

/** What ties a control to its label and the line under it. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldFrame {
  label: ReactNode;
  /** Under the control while there is no error. */
  hint?: ReactNode;
  /** Under the control in place of the hint; marks the control invalid. */
  error?: string | null | undefined;
  /** A '*' after the label; the control says it is required itself (required, aria-required). */
  requiredMark?: boolean;
  /** Announce the error when it appears: for one that arrives after an answer, not on typing. */
  announce?: boolean;
  /** More ids that describe the control (a line elsewhere in the form). */
  describedBy?: string | undefined;
  /** The block around label, control and line. */
  className?: string;
}

/** The line under a field (or a group of choices) that says what is wrong. */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id?: string;
  message: string | null | undefined;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className="flex items-center gap-1.5 text-xs text-rose-300"
    >
      <CircleAlert className="size-3.5 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

/** The ARIA a control drawn outside Field (a choice tile, a checkbox) needs for its error. */
export const invalidProps = (message: string | null | undefined, errorId: string) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

/**
 * A label, one control and the line under it (the error when there is one, else the hint).
 * `children` draws the control from the ids that tie the three together; `extra` comes
 * after the line (an upload control, a preview).
 */
export function Field({
  label,
  hint,
  error,
  requiredMark = false,
  announce = false,
  describedBy,
  className,
  children,
  extra,
}: FieldFrame & { children: (control: ControlProps) => ReactNode; extra?: ReactNode }) {
  const id = useId();
  const noteId = `${id}-note`;
  const hasNote = Boolean(error || hint);
  const described = [hasNote && noteId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {requiredMark && (
          <span className="text-rose-300" aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <FieldError id={noteId} message={error} announce={announce} />
      ) : (
        hint && (
          <p id={noteId} className="text-xs text-slate-400">
            {hint}
          </p>
        )
      )}
      {extra}
    </div>
  );
}

type Own<T> = Omit<T, 'className'> & FieldFrame & { inputClassName?: string };

/** A labelled input. Its own aria-invalid or aria-describedby, when given, win. */
export function TextField({
  inputClassName,
  ...props
}: Own<InputHTMLAttributes<HTMLInputElement>>) {
  const [frame, input] = split(props);
  return (
    <Field {...frame}>
      {(control) => <input {...control} className={cn(inputClass, inputClassName)} {...input} />}
    </Field>
  );
}

export function TextAreaField({
  inputClassName,
  ...props
}: Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [frame, textarea] = split(props);
  return (
    <Field {...frame}>
      {(control) => (
        <textarea
          {...control}
          className={cn(inputClass, 'h-auto py-2', inputClassName)}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function SelectField({
  inputClassName,
  ...props
}: Own<SelectHTMLAttributes<HTMLSelectElement>>) {
  const [frame, select] = split(props);
  return (
    <Field {...frame}>
      {(control) => <select {...control} className={cn(selectClass, inputClassName)} {...select} />}
    </Field>
  );
}

/** The written reason a manual ledger entry or a hold carries; it is stored with it. */
export function ReasonField(
  props: Omit<Own<TextareaHTMLAttributes<HTMLTextAreaElement>>, 'label'>,
) {
  return <TextAreaField label="Reason" rows={2} required {...props} />;
}

/**
 * An amount of QTT (or Pi) as typed: callers parse it exactly (src/domain/money), never
 * through a float, so the text is what reaches the rules.
 */
export function AmountField({
  label = 'Amount (QTT)',
  ...props
}: Omit<Own<InputHTMLAttributes<HTMLInputElement>>, 'label'> & { label?: string }) {
  return <TextField label={label} inputMode="decimal" autoComplete="off" {...props} />;
}

function split<T extends FieldFrame>(props: T) {
  const { label, hint, error, requiredMark, announce, describedBy, className, ...control } = props;
  const frame = { label, hint, error, requiredMark, announce, describedBy, className };
  return [frame, control] as const;
}
