import { Clock } from 'lucide-react';
import type { WalletSummary } from '@/domain/api/wallet';
import { usePilotPool } from '../api/get-pilot-pool';
import { formatAmount, formatWatchTime } from '../wallet-format';
import { PayoutCountdown } from './payout-countdown';

/**
 * Today on the Balance tab: what was paid today, and the usage bonus today's verified time
 * is heading for (the pool's projection at today's scale) and when it arrives.
 */
export function TodayBonusLine({ today }: { today: WalletSummary['today'] }) {
  const pool = usePilotPool();
  const projected = pool.data?.you?.projectedShareQtt;
  return (
    <section
      aria-labelledby="today-bonus-title"
      className="rounded-2xl bg-ink-800/80 p-4 ring-1 ring-white/10"
    >
      <h2 id="today-bonus-title" className="flex items-center gap-2 text-sm text-slate-300">
        <Clock className="size-4 text-accent-300" aria-hidden />
        Today
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Item label="Earned today" value={`${formatAmount(today.earned)} QTT`} />
        <Item label="Verified watch time" value={formatWatchTime(today.watchSeconds)} />
        <Item
          label="Usage bonus (projected)"
          value={projected === undefined ? '…' : `${formatAmount(projected)} QTT`}
        />
      </dl>
      <p className="mt-3 text-sm text-slate-400">
        Today's verified seconds become tomorrow's usage bonus, scaled to the daily budget.{' '}
        <PayoutCountdown at={today.usageBonusAt} className="font-medium text-accent-200" />.
      </p>
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
}
