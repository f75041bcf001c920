import { sql } from 'drizzle-orm';
import { analyticsEventTypes, type AnalyticsEventType } from '@/domain/analytics/analytics-rules';
import type { AnalyticsSummary } from '@/domain/api/analytics';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';

const dayMs = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const zeroCounts = () =>
  Object.fromEntries(analyticsEventTypes.map((t) => [t, 0])) as Record<AnalyticsEventType, number>;
const isEventType = (t: string): t is AnalyticsEventType =>
  (analyticsEventTypes as readonly string[]).includes(t);

/**
 * Events per type per UTC day over the last `days` days (today included), by when they
 * happened, with the distinct analytics sessions of the range.
 */
export async function summariseAnalytics(
  db: Database,
  { days, now }: { days: number; now: Date },
): Promise<AnalyticsSummary> {
  const today = startOfUtcDay(now);
  const from = new Date(today.getTime() - (days - 1) * dayMs);
  const until = new Date(today.getTime() + dayMs);
  const rows = await queryRows<{ day: string; event_type: string; n: string }>(
    db,
    sql`SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, event_type,
          count(*)::text AS n
        FROM analytics_event
        WHERE occurred_at >= ${from.toISOString()} AND occurred_at < ${until.toISOString()}
        GROUP BY 1, 2`,
  );
  const [sessions] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(DISTINCT session_id)::text AS n FROM analytics_event
        WHERE occurred_at >= ${from.toISOString()} AND occurred_at < ${until.toISOString()}`,
  );
  const daily = Array.from({ length: days }, (_, i) => ({
    day: dayOf(new Date(from.getTime() + i * dayMs)),
    counts: zeroCounts(),
  }));
  const byDay = new Map(daily.map((d) => [d.day, d.counts]));
  const totals = zeroCounts();
  for (const row of rows) {
    // Types no longer in the list (an older client's) are not counted in this summary.
    if (!isEventType(row.event_type)) continue;
    const counts = byDay.get(row.day);
    if (!counts) continue;
    counts[row.event_type] += Number(row.n);
    totals[row.event_type] += Number(row.n);
  }
  return {
    days,
    from: dayOf(from),
    to: dayOf(today),
    daily,
    totals,
    total: Object.values(totals).reduce((a, b) => a + b, 0),
    sessions: Number(sessions?.n ?? 0),
  };
}
