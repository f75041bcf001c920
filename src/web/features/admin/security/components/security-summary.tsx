import type { UseQueryResult } from '@tanstack/react-query';
import type { SecurityCenterResponse, SecuritySummary } from '@/domain/api/security-center';
import { Card } from '@/web/components/ui/card';
import { exactQtt } from '@/web/lib/amount';
import { RequestError } from './request-error';

const cards: Array<{ label: string; value: (s: SecuritySummary) => string }> = [
  { label: 'Active sessions', value: (s) => s.activeSessions.toLocaleString('en-US') },
  { label: 'Sessions today', value: (s) => s.sessionsToday.toLocaleString('en-US') },
  { label: 'Rewards today', value: (s) => s.rewardsToday.toLocaleString('en-US') },
  { label: 'QTT rewarded today', value: (s) => `${exactQtt(s.rewardedToday)} QTT` },
  { label: 'Rejected heartbeats', value: (s) => s.rejectedHeartbeats.toLocaleString('en-US') },
];

/** The summary request's numbers, one card each. */
export function SecuritySummaryCards({ query }: { query: UseQueryResult<SecurityCenterResponse> }) {
  return (
    <section aria-labelledby="security-summary" className="space-y-4">
      <h2 id="security-summary" className="text-lg font-semibold text-white">
        Summary
      </h2>
      {query.isPending && (
        <div
          role="status"
          aria-label="Loading summary"
          className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {cards.map((c) => (
            <div key={c.label} className="h-20 animate-pulse rounded-2xl bg-white/5" />
          ))}
        </div>
      )}
      {query.isError && (
        <RequestError
          title="Summary request failed"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && !query.data.summary && (
        <p className="text-sm text-slate-400">The server sent no summary.</p>
      )}
      {query.data?.summary && <Cards summary={query.data.summary} />}
    </section>
  );
}

function Cards({ summary }: { summary: SecuritySummary }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
      {cards.map((c) => (
        <Card
          key={c.label}
          className="flex items-baseline justify-between gap-3 px-4 py-3 sm:block sm:p-4"
        >
          <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {c.label}
          </dt>
          <dd className="text-right font-bold text-white tabular-nums sm:mt-1 sm:text-left sm:text-lg">
            {c.value(summary)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
