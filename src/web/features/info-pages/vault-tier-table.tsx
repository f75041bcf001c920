import { vaultMultiplierTiers } from '@/domain/constants';
import { cn } from '@/web/components/ui/cn';
import { formatClaimExample, formatDayRange, formatMultiplier } from './format';

const exampleAmountQtt = 100;

/** The off-chain multiplier tiers as a table, with what a 100 QTT vault pays back. */
export function VaultTierTable({ className }: { className?: string }) {
  return (
    <div className={cn('overflow-x-auto rounded-2xl ring-1 ring-white/10', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Vault multiplier by lock duration</caption>
        <thead className="bg-white/5 text-xs tracking-wider text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              Lock duration
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              Multiplier
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
              {exampleAmountQtt} QTT returns
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 bg-ink-800/60">
          {vaultMultiplierTiers.map((tier) => (
            <tr key={tier.fromDays}>
              <th
                scope="row"
                className="px-3 py-3 sm:px-4 font-medium whitespace-nowrap text-slate-200"
              >
                {formatDayRange(tier.fromDays, tier.toDays)}
              </th>
              <td className="px-3 py-3 sm:px-4 font-semibold text-brand-300 tabular-nums">
                {formatMultiplier(tier.multiplier)}
              </td>
              <td className="px-3 py-3 sm:px-4 text-right whitespace-nowrap text-slate-300 tabular-nums">
                {formatClaimExample(exampleAmountQtt, tier.multiplier)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
