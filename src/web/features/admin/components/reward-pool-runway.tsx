import { TriangleAlert } from 'lucide-react';
import type { RewardPool } from '@/domain/api/pilot';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/components/ui/cn';
import { exactQtt } from '@/web/lib/amount';
import { LoadError } from '@/web/components/ui/load-error';
import { useRewardPool } from '../api/get-reward-pool';

/** Under a week of budget left, the pool needs funding soon. */
export const lowRunwayDays = 7;

export function runwayText(pool: RewardPool): string {
  if (pool.daysOfBudget === null) return 'No daily budget is set.';
  const days = `${pool.daysOfBudget} ${pool.daysOfBudget === 1 ? 'day' : 'days'}`;
  return `Holds ${days} of the daily budget (${exactQtt(pool.dailyBudgetQtt)} QTT a day).`;
}

/** The reward pool's balance, and how many days of the pilot's daily budget it still pays. */
export function RewardPoolRunway() {
  const pool = useRewardPool();
  const low = pool.data?.daysOfBudget != null && pool.data.daysOfBudget < lowRunwayDays;
  return (
    <section aria-labelledby="reward-pool-runway">
      <Card className={cn('p-4 sm:p-5', low && 'ring-amber-400/50')}>
        <h2 id="reward-pool-runway" className="text-sm font-semibold text-slate-300">
          Daily budget runway
        </h2>
        {pool.isPending && (
          <div role="status" aria-label="Loading the reward pool" className="mt-2 space-y-2">
            <div className="h-7 w-48 animate-pulse rounded-lg bg-white/5" />
            <div className="h-4 w-64 animate-pulse rounded-lg bg-white/5" />
          </div>
        )}
        {pool.isError && (
          <LoadError
            framed={false}
            className="mt-2"
            message="The reward pool could not be loaded."
            onRetry={() => void pool.refetch()}
          />
        )}
        {pool.data && (
          <div className="mt-1 flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <p className="text-xl font-bold text-white tabular-nums [overflow-wrap:anywhere]">
              {exactQtt(pool.data.balanceQtt)} QTT
              <span className="ml-2 text-sm font-medium text-slate-400">in the reward pool</span>
            </p>
            <p
              data-testid="runway"
              className={cn(
                'flex items-center gap-1.5 text-sm',
                low ? 'text-amber-200' : 'text-slate-300',
              )}
            >
              {low && <TriangleAlert className="size-4 shrink-0" aria-hidden />}
              {low && <span className="sr-only">Warning: </span>}
              {runwayText(pool.data)}
            </p>
          </div>
        )}
      </Card>
    </section>
  );
}
