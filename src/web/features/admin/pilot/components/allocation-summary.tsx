import { Play } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/ui/load-error';
import { StatCard } from '@/web/components/ui/stat-card';
import { exactQtt } from '@/web/lib/amount';
import type { AdminCredential } from '@/web/lib/admin-credential';
import { usePilotSummary } from '../api/get-pilot-summary';
import { useRunPilotAllocation } from '../api/run-pilot-allocation';
import { formatFactor } from '../lib/pilot-format';
import { RecentRuns } from './recent-runs';
import { FiguresSkeleton } from './figures-skeleton';

/** The daily allocation summary (product rules R7), its latest runs and Run Now. */
export function AllocationSummary({ credential }: { credential: AdminCredential }) {
  const summary = usePilotSummary(credential);
  const run = useRunPilotAllocation(credential);
  const data = summary.data;
  return (
    <section aria-labelledby="pilot-summary" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pilot-summary" className="text-lg font-semibold text-white">
          Daily allocation
        </h2>
        <Button onClick={() => run.mutate()} disabled={run.isPending}>
          <Play className="size-4" aria-hidden />
          {run.isPending ? 'Running…' : 'Run Now'}
        </Button>
      </div>
      {summary.isPending && <FiguresSkeleton label="Loading pilot summary" count={3} />}
      {summary.isError && (
        <LoadError message="Failed to load pilot summary" onRetry={() => void summary.refetch()} />
      )}
      {data && (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <StatCard label="Processed users" value={String(data.processed)} />
            <StatCard
              label="Scaled"
              value={data.scaled ? 'Yes' : 'No'}
              hint={data.scaled ? formatFactor(data.scale) : undefined}
            />
            <StatCard label="Daily budget" value={`${exactQtt(data.dailyBudgetQtt)} QTT`} />
          </dl>
          <RecentRuns latest={data.latest} runs={data.runs} />
        </>
      )}
    </section>
  );
}
