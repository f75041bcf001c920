import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

export const inputClass =
  'block h-11 w-full min-w-0 rounded-xl bg-ink-900/80 px-3 text-base text-slate-100 ring-1 ring-white/10 transition placeholder:text-slate-500 hover:ring-white/20 focus:ring-2 focus:ring-accent-400 focus:outline-none aria-[invalid=true]:ring-rose-400/70 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

/** A labelled input with an optional hint read out with it. */
export function TextField({
  label,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
