import { vaultMultiplierTiers } from '@/domain/constants';
import { formatMultiplier } from './format';
import { topVaultMultiplier } from './vault-figures';

/**
 * A small bar chart of the multiplier tiers. The bars are decoration; the list semantics
 * carry the same figures for screen readers.
 */
export function VaultTierBars() {
  return (
    <ol className="grid h-56 grid-cols-4 items-end gap-2 sm:gap-4" aria-label="Vault multipliers">
      {vaultMultiplierTiers.map((tier) => (
        <li key={tier.fromDays} className="flex h-full flex-col justify-end text-center">
          <span className="text-lg font-bold text-white tabular-nums sm:text-xl">
            {formatMultiplier(tier.multiplier)}
          </span>
          <span
            aria-hidden
            className="mt-2 rounded-t-xl bg-gradient-to-t from-brand-600/40 to-accent-400/80 ring-1 ring-white/10"
            style={{ height: `${(tier.multiplier / topVaultMultiplier) * 70}%` }}
          />
          <span className="mt-2 text-xs leading-tight text-slate-400">
            {/* Range and unit on their own lines, so every label is as tall as the next. */}
            <span className="block">
              {tier.fromDays}–{tier.toDays}
            </span>{' '}
            <span className="block">days</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
