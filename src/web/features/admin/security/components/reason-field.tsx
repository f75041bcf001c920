import { useId } from 'react';
import { errorTextClass, labelClass } from '@/web/components/ui/field-styles';
import { inputClass } from '@/web/components/ui/text-field';

/** Why an account's rewards are held; stored with the hold and shown to other admins. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClass}>
        Reason
      </label>
      <textarea
        id={id}
        value={value}
        rows={2}
        required
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} h-auto py-2`}
      />
      {error && (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  );
}
