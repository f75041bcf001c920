import { asc, desc, eq } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { addDays, daysBetween, utcDayOf } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { pilotAllocationRun } from '../db/schema';
import { payShares } from './pay-shares';
import { startRun } from './start-run';

/** The scheduler and Run Now never reach further back than this. */
export const catchUpDays = 30;

/**
 * Allocates every ended UTC day not yet allocated — from the day after the latest run (only
 * yesterday when there is none), at most `catchUpDays` back, never today — then pays what
 * any `allocating` run still owes (its own, or one a crashed process left). Returns the
 * days this call started; a day another process started is resumed, not started again.
 */
export async function allocateDue(
  db: Database,
  o: {
    now: Date;
    budget: Units;
    startedBy: string;
    ceilingSeconds: number;
    requireConfirmedEmail?: boolean;
  },
): Promise<string[]> {
  const yesterday = addDays(utcDayOf(o.now), -1);
  const oldest = addDays(yesterday, -(catchUpDays - 1));
  const [latest] = await db
    .select({ day: pilotAllocationRun.day })
    .from(pilotAllocationRun)
    .orderBy(desc(pilotAllocationRun.day))
    .limit(1);
  const next = latest ? addDays(latest.day, 1) : yesterday;
  const allocated: string[] = [];
  for (const day of daysBetween(next < oldest ? oldest : next, yesterday)) {
    if (await startRun(db, { ...o, day })) {
      allocated.push(day);
    }
  }
  const open = await db
    .select({ day: pilotAllocationRun.day })
    .from(pilotAllocationRun)
    .where(eq(pilotAllocationRun.state, 'allocating'))
    .orderBy(asc(pilotAllocationRun.day));
  for (const { day } of open) await payShares(db, day, o.now);
  return allocated;
}
