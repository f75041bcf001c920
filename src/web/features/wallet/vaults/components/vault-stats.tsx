import { CalendarClock, Coins, Lock, Sparkles, type LucideIcon } from 'lucide-react';
import type { VaultList } from '@/domain/api/wallet';
import { formatDate } from '../lib/vault-time';
import { formatAmount } from '../lib/format-amount';

interface Stat {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** The four stat cards above the form. */
export function VaultStats({ stats }: { stats: VaultList['stats'] }) {
  const items: Stat[] = [
    { label: 'Total locked', value: `${formatAmount(stats.totalLocked)} QTT`, icon: Lock },
    { label: 'Active vaults', value: String(stats.activeCount), icon: Sparkles },
    {
      label: 'Rewards earned',
      value: `${formatAmount(stats.rewardsEarned)} QTT`,
      icon: Coins,
    },
    {
      label: 'Next unlock',
      value: stats.nextUnlockAt ? formatDate(stats.nextUnlockAt) : '—',
      icon: CalendarClock,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col gap-1 rounded-2xl bg-ink-800/80 p-4 ring-1 ring-white/10"
        >
          <dt className="flex items-center gap-2 text-xs font-medium text-slate-400">
            <Icon className="size-4 shrink-0 text-accent-400" aria-hidden />
            {label}
          </dt>
          <dd className="text-base font-semibold break-words text-white tabular-nums sm:text-xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
