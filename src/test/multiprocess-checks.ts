import { count, countDistinct, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@/server/db/open-database';
import { ledgerTransfer, pilotAllocationRun, pilotAllocationShare } from '@/server/db/schema';
import { call } from './http-client';

/** The test clock (ENABLE_TEST_ROUTES) is per process: every process is moved alike. */
export async function setClocks(servers: { url: string }[], shiftMs: number, cookie: string) {
  for (const { url } of servers) {
    const res = await call(url, 'POST', '/api/test/clock', {
      body: { shiftDays: shiftMs / 86_400_000 },
      cookie,
    });
    expect(res.status, res.body).toBe(200);
  }
}

/** The day's one run completes (waiting for it up to 30 s); each user with a share is paid once. */
export async function expectAllocatedOnce(db: Database, day: string, atLeastUsers: number) {
  let state: string | undefined;
  for (let i = 0; i < 300 && state !== 'completed'; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    const [run] = await db
      .select({ state: pilotAllocationRun.state })
      .from(pilotAllocationRun)
      .where(eq(pilotAllocationRun.day, day));
    state = run?.state;
  }
  expect(state, `the run for ${day}`).toBe('completed');
  const shares = await db
    .select({ status: pilotAllocationShare.status })
    .from(pilotAllocationShare)
    .where(eq(pilotAllocationShare.day, day));
  expect(shares.length).toBeGreaterThanOrEqual(atLeastUsers);
  expect(shares.every((x) => x.status === 'paid')).toBe(true);
  const [paid] = await db
    .select({ n: count(), users: countDistinct(ledgerTransfer.creditAccountId) })
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.reason, `Daily usage bonus for ${day}`));
  expect(paid).toEqual({ n: shares.length, users: shares.length });
}

/** "Today" must not change between a test's actions and its checks: wait out a UTC midnight. */
export async function awayFromMidnight(marginMs = 120_000) {
  const untilMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (untilMidnight < marginMs) await new Promise((r) => setTimeout(r, untilMidnight + 1_000));
}
