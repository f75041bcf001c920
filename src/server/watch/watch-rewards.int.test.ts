/** Proof of Watch Time: what an honest viewer is paid, the daily cap and an empty pool. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { viewer } from '@/test/watch-helpers';
import { ledgerTransfer, userStats, watchReward, watchSession } from '../db/schema';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { subAccountFor } from '../ledger/hot-accounts';

const reward = 200_000_000n; // 2 QTT
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const video = (o: Parameters<typeof insertContent>[1] = {}) => insertContent(t.database.db, o);
const watchCredits = async (userId: string) => {
  const rows = await t.database.db
    .select()
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.creditAccountId, `wallet:${userId}`));
  return rows.filter((r) => r.type === 'watch');
};

describe('Proof of Watch Time, honest viewing', () => {
  it('pays a reward-eligible video once, at 90% verified, with its evidence', async () => {
    const v = await viewer(t);
    const id = await video();
    const result = await v.watch(id, 30);
    expect(result).toEqual({ credited: '2', verifiedSeconds: 30, reason: 'paid' });
    expect(await v.balance()).toBe(reward);
    const [credit] = await watchCredits(v.id);
    expect(credit).toMatchObject({
      // The viewer's own sub-account of the pool (docs/decisions/048).
      debitAccountId: subAccountFor('pool:reward', v.id),
      amount: reward,
      reason: 'Watch time reward',
      sourceId: id,
      metadata: { kind: 'watch', contentId: id, verifiedSeconds: 30, heartbeats: 2 },
    });
    const [evidence] = await t.database.db
      .select()
      .from(watchReward)
      .where(eq(watchReward.userId, v.id));
    expect(evidence).toMatchObject({
      contentId: id,
      verifiedSeconds: 30,
      heartbeats: 2,
      amount: reward,
    });
    const [stats] = await t.database.db.select().from(userStats).where(eq(userStats.userId, v.id));
    expect(stats?.totalWatchSeconds).toBe(30n);
    expect(stats?.totalQttEarned).toBe(reward);
    const wallet = (
      await t.app.inject({ url: '/api/wallet', headers: { cookie: v.cookie } })
    ).json();
    expect(wallet.today).toMatchObject({
      earned: '2',
      watchSeconds: 30,
      watchRewards: { earned: '2', cap: '50' },
    });
    const summary = (
      await t.app.inject({ url: '/api/powt-rewards-summary', headers: { cookie: v.cookie } })
    ).json();
    expect(summary).toMatchObject({
      total: '2',
      count: 1,
      recent: [{ contentId: id, reward: '2', contentTitle: expect.stringMatching(/^Video /) }],
    });
  });

  it('lists the items a viewer was paid for, and only theirs', async () => {
    const v = await viewer(t);
    const other = await viewer(t);
    const paid = await video();
    const unpaid = await video();
    expect((await v.watch(paid, 30)).credited).toBe('2');
    expect((await v.watch(unpaid, 5)).credited).toBe('0');
    const earned = (cookie: string) =>
      t.app.inject({ url: '/api/watch-earned', headers: { cookie } }).then((r) => r.json());
    expect(await earned(v.cookie)).toEqual({ items: [{ contentId: paid, reward: '2' }] });
    expect(await earned(other.cookie)).toEqual({ items: [] });
    expect((await t.app.inject({ url: '/api/watch-earned' })).statusCode).toBe(401);
  });

  it('pays at exactly 90% and not a second less', async () => {
    const v = await viewer(t);
    const id = await video({ durationSeconds: 30 });
    expect((await v.watch(id, 27)).credited).toBe('2');
    const w = await viewer(t);
    expect(await w.watch(id, 26)).toMatchObject({
      credited: '0',
      reason: 'not_enough_watched',
      message:
        'This watch earned no QTT: 26 s of play were verified and 27 s are needed. Skipped time, and time with the video hidden, do not count.',
    });
  });

  it('records watch time but pays nothing for Discovery Only items', async () => {
    const v = await viewer(t);
    const id = await video({
      sourceType: 'youtube',
      youtubeId: 'aqz-KE-bpKQ',
      rewardEligible: false,
      qttReward: 0n,
    });
    expect(await v.watch(id, 30)).toMatchObject({ credited: '0', reason: 'not_eligible' });
    const [stats] = await t.database.db.select().from(userStats).where(eq(userStats.userId, v.id));
    expect(stats?.totalWatchSeconds).toBe(30n);
    expect(await v.balance()).toBe(0n);
  });

  it('answers log_watch_event with the QTT earned so far', async () => {
    const v = await viewer(t);
    const id = await video();
    const log = (progress: number) =>
      v.call('/api/log-watch-event', {
        contentId: id,
        progress,
        watchSeconds: 3,
        qtt_earned: '99',
      });
    expect((await log(10)).json()).toEqual({ qtt_earned: '0' });
    await v.watch(id, 30);
    expect((await log(100)).json()).toEqual({ qtt_earned: '2' });
    expect((await log(101)).statusCode).toBe(400);
    expect(
      (await v.call('/api/log-watch-event', { contentId: id, progress: 10, watchSeconds: 1 }, null))
        .statusCode,
    ).toBe(401);
  });
});

describe('daily cap and an empty pool', () => {
  it('stops paying at the daily cap and pays again the next UTC day', async () => {
    const capped = await createTestApp({ env: { WATCH_DAILY_CAP_QTT: '3' } });
    try {
      const v = await viewer(capped);
      const a = await insertContent(capped.database.db);
      const b = await insertContent(capped.database.db);
      expect((await v.watch(a, 30)).credited).toBe('2');
      expect(await v.watch(b, 30)).toMatchObject({
        credited: '0',
        reason: 'daily_cap',
        message:
          "This watch earned no QTT: you have reached today's limit of 3.00 QTT from watching. It starts again at midnight UTC.",
      });
      capped.clock.shiftMs += 86_400_000;
      expect((await v.watch(b, 30)).credited).toBe('2');
      expect(await v.balance()).toBe(2n * reward);
    } finally {
      await capped.close();
    }
  });

  it('an empty reward pool pays nothing and loses nothing', async () => {
    const poor = await createTestApp({ env: { REWARD_POOL_INITIAL_QTT: '1' } });
    try {
      const v = await viewer(poor);
      expect(await v.watch(await insertContent(poor.database.db), 30)).toMatchObject({
        credited: '0',
        reason: 'pool_empty',
        message:
          'This watch earned no QTT: the reward pool is empty right now. Please try again later.',
      });
      expect(await v.balance()).toBe(0n);
      const [s] = await poor.database.db
        .select()
        .from(watchSession)
        .where(eq(watchSession.userId, v.id));
      expect(s?.status).toBe('completed');
      expect((await reconcileLedger(poor.database.db)).ok).toBe(true);
      const [{ n } = { n: -1 }] = await poor.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(watchReward);
      expect(n).toBe(0);
    } finally {
      await poor.close();
    }
  });
});
