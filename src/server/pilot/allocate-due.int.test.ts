import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { insertUser } from '@/test/factories';
import {
  ceilingSeconds,
  fundPool,
  rewardTransfers,
  runs,
  shares,
  usageOn,
  walletOf,
} from '@/test/pilot-helpers';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { pilotAllocationRun, rewardHold, user, withheldReward } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { payReward } from '../ledger/pay-reward';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { allocateDue } from './allocate-due';
import { payShare, pilotRewardKey } from './pay-shares';
import { startRun } from './start-run';

let h: DatabaseHandle;
const now = new Date();
const yesterday = addDays(utcDayOf(now), -1);
const allocate = (budget = qtt(1000), db = h.db) =>
  allocateDue(db, { now, budget, startedBy: 'scheduler', ceilingSeconds });

beforeEach(async () => {
  h = await createTestDatabase();
  await fundPool(h.db, qtt(10_000));
});
afterEach(async () => {
  expect((await reconcileLedger(h.db)).ok).toBe(true);
  await h.close();
});

describe('allocateDue', () => {
  it('pays an unscaled day to the base unit, once, as a reward with its evidence', async () => {
    const [a, b] = [await insertUser(h.db), await insertUser(h.db)];
    await usageOn(h.db, { userId: a, day: yesterday, watchSeconds: 100, gameSeconds: 50 });
    await usageOn(h.db, { userId: b, day: yesterday, watchSeconds: 30 });
    // Today's usage waits for tonight's run.
    await usageOn(h.db, { userId: b, day: utcDayOf(now), watchSeconds: 999 });
    expect(await allocate()).toEqual([yesterday]);
    expect(await allocate()).toEqual([]);
    expect(await walletOf(h.db, a)).toBe(150_000_000n);
    expect(await walletOf(h.db, b)).toBe(30_000_000n);
    const [run] = await runs(h.db);
    expect(run).toMatchObject({ day: yesterday, processed: 2, scaled: false, scale: 1 });
    expect(run).toMatchObject({ state: 'completed', total: 180_000_000n, startedBy: 'scheduler' });
    const transfers = await rewardTransfers(h.db);
    expect(transfers).toHaveLength(2);
    expect(transfers.find((t) => t.idempotencyKey === pilotRewardKey(yesterday, a))).toMatchObject({
      reason: `Daily usage bonus for ${yesterday}`,
      metadata: { kind: 'reward', day: yesterday, watchSeconds: 100, gameSeconds: 50, scale: 1 },
    });
    expect((await shares(h.db, yesterday)).map((s) => s.status)).toEqual(['paid', 'paid']);
  });

  it('scales a day whose usage asks for more than the budget, exactly', async () => {
    const [a, b] = [await insertUser(h.db), await insertUser(h.db)];
    await usageOn(h.db, { userId: a, day: yesterday, watchSeconds: 100 });
    await usageOn(h.db, { userId: b, day: yesterday, gameSeconds: 200, watchSeconds: 0 });
    await allocate(qtt(1));
    // 1 QTT for 3 QTT of demand: 0.33333333 and 0.66666667 (the larger remainder).
    expect(await walletOf(h.db, a)).toBe(33_333_333n);
    expect(await walletOf(h.db, b)).toBe(66_666_667n);
    const [run] = await runs(h.db);
    expect(run).toMatchObject({ scaled: true, demand: qtt(3), total: qtt(1) });
    expect(run?.scale).toBeCloseTo(1 / 3);
  });

  it('pays an unconfirmed account nothing where confirmation is required, and the rest in full', async () => {
    const [a, b] = [await insertUser(h.db), await insertUser(h.db)];
    await h.db.update(user).set({ emailVerified: true }).where(eq(user.id, a));
    await usageOn(h.db, { userId: a, day: yesterday, watchSeconds: 100 });
    await usageOn(h.db, { userId: b, day: yesterday, watchSeconds: 40_000 });
    // b's demand alone (400 QTT) would scale the day to a quarter for a as well.
    await allocateDue(h.db, {
      now,
      budget: qtt(100),
      startedBy: 'scheduler',
      ceilingSeconds,
      requireConfirmedEmail: true,
    });
    expect(await walletOf(h.db, a)).toBe(qtt(1));
    expect(await walletOf(h.db, b)).toBe(0n);
    const byUser = new Map((await shares(h.db, yesterday)).map((s) => [s.userId, s]));
    expect(byUser.get(b)).toMatchObject({ status: 'skipped', amount: 0n, watchSeconds: 40_000 });
    expect(byUser.get(a)).toMatchObject({ status: 'paid', amount: qtt(1) });
  });

  it('completes a day without usage with nobody processed', async () => {
    expect(await allocate()).toEqual([yesterday]);
    expect(await runs(h.db)).toMatchObject([
      { day: yesterday, processed: 0, total: 0n, state: 'completed' },
    ]);
    expect(await rewardTransfers(h.db)).toEqual([]);
  });

  it('shares what the pool holds when the budget is larger, without failing', async () => {
    const fresh = await createTestDatabase();
    try {
      await fundPool(fresh.db, qtt(2));
      const [a, b] = [await insertUser(fresh.db), await insertUser(fresh.db)];
      await usageOn(fresh.db, { userId: a, day: yesterday, watchSeconds: 300 });
      await usageOn(fresh.db, { userId: b, day: yesterday, watchSeconds: 100 });
      await allocate(qtt(1000), fresh.db);
      expect(await walletOf(fresh.db, a)).toBe(150_000_000n);
      expect(await walletOf(fresh.db, b)).toBe(50_000_000n);
      expect(await runs(fresh.db)).toMatchObject([
        { budget: qtt(1000), total: qtt(2), scaled: true, scale: 0.5, state: 'completed' },
      ]);
      expect((await reconcileLedger(fresh.db)).ok).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('never promises the same units to two caught-up days on a short pool', async () => {
    const fresh = await createTestDatabase();
    try {
      await fundPool(fresh.db, qtt(3));
      const a = await insertUser(fresh.db);
      const before = addDays(yesterday, -1);
      await usageOn(fresh.db, { userId: a, day: before, watchSeconds: 200 });
      await usageOn(fresh.db, { userId: a, day: yesterday, watchSeconds: 200 });
      await withTransaction(fresh.db, (tx) =>
        tx.insert(pilotAllocationRun).values(completedRun(addDays(before, -1))),
      );
      expect(await allocate(qtt(1000), fresh.db)).toEqual([before, yesterday]);
      // 2 QTT owed by the first day leaves 1 for the second: both complete, the pool is empty.
      expect(await runs(fresh.db)).toMatchObject([
        { state: 'completed' },
        { day: before, total: qtt(2), scaled: false, state: 'completed' },
        { day: yesterday, total: qtt(1), scaled: true, scale: 0.5, state: 'completed' },
      ]);
      expect(await walletOf(fresh.db, a)).toBe(qtt(3));
      expect((await reconcileLedger(fresh.db)).ok).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("withholds a held account's share and pays the others", async () => {
    const [a, b] = [await insertUser(h.db), await insertUser(h.db)];
    await usageOn(h.db, { userId: a, day: yesterday, watchSeconds: 60 });
    await usageOn(h.db, { userId: b, day: yesterday, watchSeconds: 60 });
    await h.db.insert(rewardHold).values({ userId: a, reason: 'farm', heldBy: 'x', heldAt: now });
    await allocate();
    expect(await walletOf(h.db, a)).toBe(0n);
    expect(await walletOf(h.db, b)).toBe(60_000_000n);
    const byUser = new Map((await shares(h.db, yesterday)).map((s) => [s.userId, s]));
    expect(byUser.get(a)).toMatchObject({ status: 'held', transferId: null });
    expect(byUser.get(b)?.status).toBe('paid');
    const withheld = await h.db.select().from(withheldReward);
    expect(withheld).toMatchObject([{ key: pilotRewardKey(yesterday, a), amount: 60_000_000n }]);
    expect((await runs(h.db))[0]?.state).toBe('completed');
  });

  it('resumes after a crash between shares and pays the rest exactly once', async () => {
    const users = [await insertUser(h.db), await insertUser(h.db), await insertUser(h.db)];
    for (const userId of users) await usageOn(h.db, { userId, day: yesterday, watchSeconds: 10 });
    await startRun(h.db, {
      day: yesterday,
      budget: qtt(1000),
      startedBy: 'scheduler',
      now,
      ceilingSeconds,
    });
    const [first = '', second = ''] = (await shares(h.db, yesterday)).map((s) => s.userId);
    // The process paid one share, then died before the next.
    await withTransaction(h.db, (tx) => payShare(tx, yesterday, first, now));
    // Another paid the second share's transfer but died before marking the share.
    await withTransaction(h.db, (tx) =>
      payReward({
        tx,
        userId: second,
        amount: 10_000_000n,
        type: 'reward',
        reason: 'x',
        key: pilotRewardKey(yesterday, second),
      }),
    );
    expect((await runs(h.db))[0]?.state).toBe('allocating');
    expect(await allocate()).toEqual([]);
    for (const userId of users) expect(await walletOf(h.db, userId)).toBe(10_000_000n);
    expect(await rewardTransfers(h.db)).toHaveLength(3);
    const settled = await shares(h.db, yesterday);
    expect(settled.every((s) => s.status === 'paid' && s.transferId !== null)).toBe(true);
    expect((await runs(h.db))[0]?.state).toBe('completed');
  });

  it('allocates a day once when two allocators race on one database', async () => {
    const users = [await insertUser(h.db), await insertUser(h.db), await insertUser(h.db)];
    for (const [i, userId] of users.entries()) {
      await usageOn(h.db, { userId, day: yesterday, watchSeconds: 100 * (i + 1) });
    }
    const answers = await Promise.all([allocate(qtt(3)), allocate(qtt(3)), allocate(qtt(3))]);
    expect(answers.flat()).toEqual([yesterday]);
    expect(await rewardTransfers(h.db)).toHaveLength(3);
    expect(await walletOf(h.db, users[2] ?? '')).toBe(150_000_000n);
    expect((await runs(h.db))[0]).toMatchObject({ state: 'completed', total: qtt(3) });
  });

  it('catches up missed days oldest first, at most 30 back, never today', async () => {
    const userId = await insertUser(h.db);
    const run = { startedBy: 's', now, ceilingSeconds };
    await startRun(h.db, { ...run, day: addDays(yesterday, -4), budget: qtt(1) });
    await usageOn(h.db, { userId, day: addDays(yesterday, -2), watchSeconds: 5 });
    expect(await allocate()).toEqual([-3, -2, -1, 0].map((n) => addDays(yesterday, n)));
    expect(await walletOf(h.db, userId)).toBe(5_000_000n);
    const gap = await createTestDatabase();
    try {
      await startRun(gap.db, { ...run, day: addDays(yesterday, -90), budget: 0n });
      const days = await allocate(qtt(1), gap.db);
      expect(days).toHaveLength(30);
      expect(days[0]).toBe(addDays(yesterday, -29));
      expect(days.at(-1)).toBe(yesterday);
    } finally {
      await gap.close();
    }
  });
});

function completedRun(day: string) {
  const at = new Date();
  return {
    day,
    budget: 0n,
    demand: 0n,
    total: 0n,
    processed: 0,
    scaled: false,
    scale: 1,
    state: 'completed' as const,
    startedBy: 'test',
    startedAt: at,
    completedAt: at,
  };
}
