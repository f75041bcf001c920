import { ArrowLeftRight, ArrowUpFromLine, Download, Send, Wallet } from 'lucide-react';
import type { WalletSummary } from '@/domain/api/wallet';
import { piPerQtt, usdPerQtt } from '@/domain/constants';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { formatAmount, formatWatchTime } from '../wallet-format';
import { TodayBonusLine } from './today-bonus-line';

const actions = [
  { to: paths.walletSend, label: 'Send QTT', icon: Send },
  { to: paths.walletReceive, label: 'Receive QTT', icon: Download },
  { to: paths.walletExchange, label: 'Exchange QTT', icon: ArrowLeftRight },
  { to: paths.walletBridge, label: 'Withdraw to chain', icon: ArrowUpFromLine },
] as const;

/**
 * The balance card; `stats` and `today` are absent in local mode, where only the balance is
 * known.
 */
export function BalanceTab({
  balance,
  stats,
  today,
}: {
  balance: string;
  stats?: WalletSummary['stats'] | undefined;
  today?: WalletSummary['today'] | undefined;
}) {
  return (
    <div className="space-y-6">
      <Card
        role="region"
        aria-labelledby="wallet-balance-heading"
        className="relative overflow-hidden bg-gradient-to-br from-brand-600/30 via-ink-800/80 to-accent-600/20"
      >
        <div className="flex items-center gap-2 text-sm text-slate-300">
          <Wallet className="size-4 text-accent-300" aria-hidden />
          <h2 id="wallet-balance-heading">QTT Balance</h2>
        </div>
        <p className="mt-2 text-4xl font-bold tracking-tight break-all text-white sm:text-5xl">
          {formatAmount(balance)} <span className="text-xl font-semibold text-accent-300">QTT</span>
        </p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {actions.map(({ to, label, icon: Icon }, i) => (
            <ButtonLink key={to} to={to} variant={i === 0 ? 'primary' : 'secondary'}>
              <Icon className="size-4" aria-hidden />
              {label}
            </ButtonLink>
          ))}
        </div>
        <ul className="mt-6 flex flex-col gap-1 text-sm text-slate-400 sm:flex-row sm:gap-6">
          <li>1 QTT = {piPerQtt} Pi</li>
          <li>1 QTT = ${usdPerQtt} USD</li>
        </ul>
      </Card>
      {today && <TodayBonusLine today={today} />}
      {stats && <StatsGrid stats={stats} />}
    </div>
  );
}

function StatsGrid({ stats }: { stats: WalletSummary['stats'] }) {
  const items = [
    { label: 'Total earned', value: `${formatAmount(stats.totalEarned)} QTT` },
    { label: 'Time watched', value: formatWatchTime(stats.watchSeconds) },
    { label: 'Games played', value: String(stats.gamesPlayed) },
    { label: 'Vaults created', value: String(stats.vaultsCreated) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-xl bg-ink-800/80 p-4 ring-1 ring-white/10">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="mt-1 truncate font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
