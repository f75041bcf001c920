import { BarChart3 } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { StatCard } from '@/web/components/ui/stat-card';
import type { useAnalyticsSummary } from '../api/get-analytics-summary';
import { CountsTable } from './counts-table';
import { DailyChart } from './daily-chart';
import { RangePicker } from './range-picker';

const count = (n: number) => n.toLocaleString('en-US');

/** The range picker, headline figures, the chart and the table of counts. */
export function AnalyticsOverview({
  days,
  onDaysChange,
  summary,
}: {
  days: number;
  onDaysChange: (days: number) => void;
  summary: ReturnType<typeof useAnalyticsSummary>;
}) {
  const data = summary.data;
  return (
    <section aria-labelledby="analytics-counts" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-counts" className="text-lg font-semibold text-white">
          Event counts
        </h2>
        <RangePicker days={days} onChange={onDaysChange} />
      </div>
      {summary.isPending && (
        <div role="status" aria-label="Loading event counts" className="space-y-3">
          <div className="h-20 animate-pulse rounded-2xl bg-white/5" />
          <div className="h-56 animate-pulse rounded-2xl bg-white/5" />
        </div>
      )}
      {summary.isError && (
        <LoadError
          message={`The event counts could not be loaded: ${summary.error.message}`}
          onRetry={() => void summary.refetch()}
        />
      )}
      {data && data.total === 0 && (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <BarChart3 className="size-8 text-slate-500" aria-hidden />
          <p className="text-slate-300">No events in the last {data.days} days yet.</p>
          <p className="text-sm text-slate-400">
            Page views and other events appear here once visitors browse the site.
          </p>
        </Card>
      )}
      {data && data.total > 0 && (
        <div className="space-y-6" aria-busy={summary.isPlaceholderData}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatCard label="Events" value={count(data.total)} />
            <StatCard label="Sessions" value={count(data.sessions)} />
            <StatCard label="Page views" value={count(data.totals.page_view)} />
          </dl>
          <Card className="p-4">
            <DailyChart summary={data} />
          </Card>
          <CountsTable summary={data} />
        </div>
      )}
    </section>
  );
}
