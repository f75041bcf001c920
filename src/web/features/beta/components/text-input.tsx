import { useId, type InputHTMLAttributes } from 'react';
import { inputClass } from '@/web/components/ui/text-field';
import { FieldError, invalidProps } from './field-error';

/** A labelled text input with its error underneath. */
export function TextInput({
  label,
  error,
  onValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error: string | undefined;
  onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}{' '}
        <span className="text-rose-300" aria-hidden>
          *
        </span>
      </label>
      <input
        id={id}
        className={inputClass}
        aria-required
        onChange={(e) => onValue(e.target.value)}
        {...invalidProps(error, `${id}-error`)}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
