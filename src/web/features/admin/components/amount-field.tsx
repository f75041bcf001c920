import { useId } from 'react';
import { inputClass } from '@/web/components/ui/text-field';
import { errorTextClass, labelClass } from '@/web/components/ui/field-styles';

/** A QTT amount as text: it is parsed exactly, never through a float. */
export function AmountField({
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
        Amount (QTT)
      </label>
      <input
        id={id}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        placeholder="25.50"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      <p id={`${id}-hint`} className={error ? errorTextClass : 'text-xs text-slate-400'}>
        {error ?? 'Up to 8 decimal places.'}
      </p>
    </div>
  );
}
