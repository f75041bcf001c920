import { TextField } from './text-field';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * A From and a To date (yyyy-mm-dd, '' for open), each bounded by the other; a list's filters
 * place the two in their own grid.
 */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
}) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
        inputClassName="[color-scheme:dark]"
      />
      <TextField
        label="To"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        inputClassName="[color-scheme:dark]"
      />
    </>
  );
}
