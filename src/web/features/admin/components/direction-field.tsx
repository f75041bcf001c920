import { useId } from 'react';
import { labelClass } from '@/web/components/ui/text-field';
import type { Direction } from '../lib/adjustment-draft';

const options: Array<{ value: Direction; label: string }> = [
  { value: 'grant', label: 'Grant' },
  { value: 'deduct', label: 'Deduct' },
];

/** Grant or Deduct, as two radio buttons drawn as one segmented control. */
export function DirectionField({
  value,
  onChange,
}: {
  value: Direction;
  onChange: (value: Direction) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className={`${labelClass} mb-1.5`}>Action</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-ink-900/80 p-1 ring-1 ring-white/10">
        {options.map((o) => (
          <label
            key={o.value}
            className="cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium text-slate-300 transition has-checked:bg-ink-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-accent-400"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
