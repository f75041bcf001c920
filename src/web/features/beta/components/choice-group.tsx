import { useId } from 'react';
import { cn } from '@/web/components/ui/cn';
import { FieldError, invalidProps } from '@/web/components/ui/text-field';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/**
 * Radio buttons (one of) or checkboxes (any of) as tappable tiles, in a fieldset whose
 * legend names the group. Each input carries the group's error, so focus can land on it.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  kind,
  choices,
  selected,
  onChange,
  error,
  required = false,
  columns = 'sm:grid-cols-3',
}: {
  legend: string;
  name: string;
  kind: 'radio' | 'checkbox';
  choices: readonly Choice<V>[];
  selected: readonly V[];
  onChange: (next: V[]) => void;
  error?: string | undefined;
  required?: boolean;
  columns?: string;
}) {
  const errorId = `${useId()}-error`;
  const toggle = (value: V, checked: boolean) => {
    if (kind === 'radio') return onChange([value]);
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-300">
        {legend}{' '}
        {required && (
          <span className="text-rose-300" aria-hidden>
            *
          </span>
        )}
      </legend>
      <div className={cn('grid grid-cols-1 gap-2', columns)}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-ink-900/80 px-3 py-2 text-sm text-slate-200 ring-1 ring-white/10 transition hover:ring-white/25',
              'has-checked:bg-brand-500/15 has-checked:text-white has-checked:ring-brand-400/60',
              'has-focus-visible:ring-2 has-focus-visible:ring-accent-400',
              error && 'ring-rose-400/60',
            )}
          >
            <input
              type={kind}
              name={name}
              value={c.value}
              checked={selected.includes(c.value)}
              onChange={(e) => toggle(c.value, e.target.checked)}
              className="size-4 shrink-0 accent-brand-500 focus-visible:outline-none"
              {...invalidProps(error, errorId)}
            />
            {c.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The choices of a domain option list, labelled from its label table. */
export const choicesOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
