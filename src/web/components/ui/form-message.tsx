import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';

export type FormNotice = { kind: 'error' | 'success'; text: string } | null;

/** A form's one message: errors are announced at once (alert), successes politely (status). */
export function FormMessage({
  notice,
  ref,
}: {
  notice: FormNotice;
  /** Given when the form moves focus to its result (the message can then take focus). */
  ref?: Ref<HTMLParagraphElement>;
}) {
  if (!notice) return null;
  const error = notice.kind === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={error ? 'alert' : 'status'}
      className={
        error
          ? 'flex items-start gap-2 rounded-xl bg-rose-500/10 px-3 py-2.5 text-sm text-rose-200 ring-1 ring-rose-400/30'
          : 'flex items-start gap-2 rounded-xl bg-emerald-500/10 px-3 py-2.5 text-sm text-emerald-200 ring-1 ring-emerald-400/30'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{notice.text}</span>
    </p>
  );
}
