import { desc } from 'drizzle-orm';
import type { PilotDailyRewards, PilotRun } from '@/domain/api/pilot';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { pilotAllocationRun } from '../db/schema';

const listed = 14;

/** The latest runs and the configured budget (GET pilot-daily-rewards). */
export async function pilotSummary(db: Database, budget: Units): Promise<PilotDailyRewards> {
  const rows = await db
    .select()
    .from(pilotAllocationRun)
    .orderBy(desc(pilotAllocationRun.day))
    .limit(listed);
  const runs: PilotRun[] = rows.map((r) => ({
    day: r.day,
    budgetQtt: unitsToDecimal(r.budget),
    demandQtt: unitsToDecimal(r.demand),
    totalQtt: unitsToDecimal(r.total),
    processed: r.processed,
    scaled: r.scaled,
    scale: r.scale,
    state: r.state,
    startedBy: r.startedBy,
    startedAt: r.startedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  }));
  const latest = runs[0] ?? null;
  return {
    dailyBudgetQtt: unitsToDecimal(budget),
    processed: latest?.processed ?? 0,
    scaled: latest?.scaled ?? false,
    scale: latest?.scale ?? 1,
    latest,
    runs,
  };
}
