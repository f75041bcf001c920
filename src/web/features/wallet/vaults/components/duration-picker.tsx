import { useId } from 'react';
import { vaultDurationPresetsDays, vaultDurationRangeDays } from '@/domain/constants';
import { multiplierBpsFor } from '@/domain/vaults/vault-rules';
import { cn } from '@/web/components/ui/cn';
import { TextField } from '@/web/components/ui/text-field';
import { formatMultiplier } from '../lib/vault-status';

export interface DurationValue {
  preset: number;
  advanced: boolean;
  /** The Advanced Mode input as typed, so a half-typed number is not lost. */
  customDays: string;
}

/** Presets 7/30/90/180 as a radio group; Advanced Mode reveals a free 7–365 input (product rules R11). */
export function DurationPicker({
  value,
  onChange,
  error,
  disabled,
  multiplierOf = multiplierBpsFor,
}: {
  value: DurationValue;
  onChange: (next: DurationValue) => void;
  error: string | null;
  disabled?: boolean;
  /** The multiplier table the presets show: the ledger's, or the chain's for an on-chain lock. */
  multiplierOf?: (days: number) => number;
}) {
  const id = useId();
  const { min, max } = vaultDurationRangeDays;
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-labelledby={`${id}-legend`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-legend`} className="text-sm font-medium text-slate-300">
          Lock duration
        </span>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-300">
          <span className="relative inline-flex h-5 w-9 shrink-0">
            <input
              type="checkbox"
              role="switch"
              checked={value.advanced}
              onChange={(e) =>
                onChange({ ...value, advanced: e.target.checked, customDays: String(value.preset) })
              }
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden
              className="size-full rounded-full bg-ink-600 ring-1 ring-white/10 transition peer-checked:bg-brand-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400"
            />
            <span
              aria-hidden
              className="absolute top-0.5 left-0.5 size-4 rounded-full bg-white transition peer-checked:translate-x-4"
            />
          </span>
          Advanced Mode
        </label>
      </div>
      {value.advanced ? (
        <TextField
          label={`Duration in days (${min}–${max})`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value.customDays}
          onChange={(e) => onChange({ ...value, customDays: e.target.value })}
          error={error}
        />
      ) : (
        <div role="radiogroup" aria-label="Duration presets" className="grid grid-cols-4 gap-2">
          {vaultDurationPresetsDays.map((days) => (
            <label
              key={days}
              className={cn(
                'flex cursor-pointer flex-col items-center rounded-xl px-1 py-2 text-center ring-1 transition',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400',
                value.preset === days
                  ? 'bg-brand-500/20 text-white ring-brand-400/60'
                  : 'bg-ink-900/60 text-slate-300 ring-white/10 hover:ring-white/25',
              )}
            >
              <input
                type="radio"
                name={`${id}-preset`}
                aria-label={`${days} days, ${formatMultiplier(multiplierOf(days))}×`}
                value={days}
                checked={value.preset === days}
                onChange={() => onChange({ ...value, preset: days })}
                className="sr-only"
              />
              <span className="text-base leading-tight font-semibold">{days}</span>
              <span className="text-xs">days</span>
              <span className="text-xs text-slate-400">
                {formatMultiplier(multiplierOf(days))}×
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The duration the picker stands for; NaN while the advanced input is not a number. */
export function durationDaysOf(value: DurationValue): number {
  if (!value.advanced) return value.preset;
  return value.customDays.trim() === '' ? Number.NaN : Number(value.customDays);
}
