import type { UseQueryResult } from '@tanstack/react-query';
import type { SecurityCenterResponse, SecuritySummary } from '@/domain/api/security-center';
import { LoadError } from '@/web/components/ui/load-error';
import { StatCard } from '@/web/components/ui/stat-card';
import { exactQtt } from '@/web/lib/amount';
import { requestErrorText } from '../lib/request-error-text';

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
        <LoadError
          title="Summary request failed"
          message={requestErrorText(query.error)}
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
        <StatCard key={c.label} label={c.label} value={c.value(summary)} rowOnPhone />
      ))}
    </dl>
  );
}
