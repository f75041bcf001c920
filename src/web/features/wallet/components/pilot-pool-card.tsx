import { UsersRound } from 'lucide-react';
import type { PilotPool } from '@/domain/api/pilot';
import { watchRateQttPerSecond } from '@/domain/constants';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { usePilotPool } from '../api/get-pilot-pool';
import { formatPoolMinutes, formatPoolScale } from '../pool-format';
import { formatAmount } from '../wallet-format';
import { PayoutCountdown } from './payout-countdown';

/**
 * Today's shared pool (product rules R7): the budget, everyone's verified minutes so far, the
 * scale that would apply now, and the reader's own minutes and projected share.
 */
export function PilotPoolCard({ payoutAt }: { payoutAt?: string | undefined }) {
  const pool = usePilotPool();
  return (
    <Card aria-labelledby="pilot-pool-title" role="region">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
          <UsersRound className="size-5" aria-hidden />
        </span>
        <h2 id="pilot-pool-title" className="text-lg font-semibold text-white">
          Today's pool
        </h2>
      </div>
      {pool.isPending && (
        <div
          role="status"
          aria-label="Loading today's pool"
          className="mt-5 grid gap-3 sm:grid-cols-2"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-white/5" />
          ))}
        </div>
      )}
      {pool.isError && (
        <LoadError
          framed={false}
          className="mt-4"
          message="Today's pool could not be loaded."
          onRetry={() => void pool.refetch()}
        />
      )}
      {pool.data && <PoolFigures pool={pool.data} />}
      <p className="mt-4 text-sm text-slate-400">
        The daily budget is shared at {watchRateQttPerSecond} QTT per verified second of watching
        and playing, and paid after midnight UTC.
      </p>
      {payoutAt && (
        <p className="mt-1 text-sm font-medium text-accent-200">
          <PayoutCountdown at={payoutAt} />
        </p>
      )}
    </Card>
  );
}

function PoolFigures({ pool }: { pool: PilotPool }) {
  return (
    <dl className="mt-5 grid gap-3 sm:grid-cols-2">
      <Figure label="Daily budget" value={`${formatAmount(pool.dailyBudgetQtt)} QTT`} />
      <Figure
        label="Verified today, everyone"
        value={formatPoolMinutes(pool.verifiedMinutes)}
        hint={`${pool.users} ${pool.users === 1 ? 'user' : 'users'} · ${formatPoolScale(pool)}`}
      />
      {pool.you && (
        <>
          <Figure label="Your minutes today" value={formatPoolMinutes(pool.you.minutes)} />
          <Figure
            label="Your projected share"
            value={`${formatAmount(pool.you.projectedShareQtt)} QTT`}
          />
        </>
      )}
    </dl>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-ink-900/80 p-4 ring-1 ring-white/10">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-300">{hint}</dd>}
    </div>
  );
}
