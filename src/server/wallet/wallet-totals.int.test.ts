import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qtt, unitsToDecimal } from '@/domain/money/qtt';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { currentStreak, streakLookbackDays } from '@/domain/wallet/streak';
import { insertContent, insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { gameSession, ledgerTransfer, walletTotals, watchSession } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { fundRewardPool } from '../ledger/grant-qtt';
import { payReward } from '../ledger/pay-reward';
import { getWallet } from './get-wallet';
import { activeDays, figuresIn } from './wallet-totals';

// The wallet's all-time figures are settled days kept in wallet_totals plus the days since
// read live (decision 051). Whatever the history and whenever the member looks, they must
// equal the figures read from every row, as the wallet read them before the cache.

let h: DatabaseHandle;
let contentId: string;
const caps = { watch: qtt(1_000_000), game: qtt(1_000_000) };
const realNow = Date.now();
const hour = 3_600_000;

beforeAll(async () => {
  h = await createTestDatabase();
  contentId = await insertContent(h.db);
  await withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: qtt(10_000_000), reason: 'Budget', idempotencyKey: 'fund' }),
  );
});
afterAll(() => h.close());

type Event =
  | { kind: 'reward'; type: 'watch' | 'game'; amount: number }
  | { kind: 'watch'; seconds: number }
  | { kind: 'game'; seconds: number; status: 'finished' | 'withheld' };

const event = fc.oneof(
  fc.record({
    kind: fc.constant('reward' as const),
    type: fc.constantFrom('watch' as const, 'game' as const),
    amount: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({ kind: fc.constant('watch' as const), seconds: fc.integer({ min: 1, max: 900 }) }),
  fc.record({
    kind: fc.constant('game' as const),
    seconds: fc.integer({ min: 1, max: 300 }),
    status: fc.constantFrom('finished' as const, 'withheld' as const),
  }),
);

/** What happened at `at`, written as the flows write it, dated then. */
async function happen(userId: string, e: Event, at: Date) {
  const id = randomBytes(16).toString('hex');
  if (e.kind === 'reward') {
    const paid = await withTransaction(h.db, (tx) =>
      payReward({ tx, userId, amount: qtt(e.amount), type: e.type, reason: e.type, key: id }),
    );
    if (!paid.paid) throw new Error(paid.reason);
    // The journal dates a transfer by its transaction: this one happened at `at`.
    await h.db
      .update(ledgerTransfer)
      .set({ createdAt: at })
      .where(eq(ledgerTransfer.id, paid.transferId));
  } else if (e.kind === 'watch') {
    await h.db.insert(watchSession).values({
      id,
      userId,
      contentId,
      status: 'completed',
      startedAt: new Date(at.getTime() - e.seconds * 1000),
      lastSeenAt: at,
      completedAt: at,
      verifiedMs: e.seconds * 1000,
    });
  } else {
    await h.db.insert(gameSession).values({
      id,
      userId,
      gameId: 'speed-typing',
      kind: 'speed-typing',
      status: e.status,
      startedAt: new Date(at.getTime() - e.seconds * 1000),
      finishedAt: at,
      verifiedMs: e.seconds * 1000,
      playedAt: e.status === 'finished' ? at : null,
    });
  }
}

/** The figures from every row the member has, as the wallet read them before decision 051. */
async function fromEveryRow(userId: string, now: Date) {
  const all = await figuresIn(h.db, userId, {});
  const today = utcDayOf(now);
  const days = await activeDays(h.db, userId, {
    first: addDays(today, -(streakLookbackDays - 1)),
    last: today,
    until: now,
  });
  return {
    totalEarned: unitsToDecimal(all.earned),
    gamesPlayed: all.gamesPlayed,
    watchSeconds: Math.floor(all.watchMs / 1000),
    currentStreak: currentStreak(days, today),
  };
}

async function shown(userId: string, now: Date) {
  const { stats } = await getWallet(h.db, userId, now, caps);
  return {
    totalEarned: stats.totalEarned,
    gamesPlayed: stats.gamesPlayed,
    watchSeconds: stats.watchSeconds,
    currentStreak: stats.currentStreak,
  };
}

describe('the wallet’s all-time figures', () => {
  it('equal the figures of every row, whenever the member looks, across many days', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Each step: hours since the last (up to two days), then something happens or the
        // member opens the wallet.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 48 }), fc.option(event, { nil: undefined })), {
          minLength: 1,
          maxLength: 25,
        }),
        async (steps) => {
          const userId = await insertUser(h.db);
          const span = steps.reduce((n, [hours]) => n + hours, 0) * hour;
          let at = realNow - span - hour;
          for (const [hours, e] of steps) {
            at += hours * hour;
            const now = new Date(at);
            if (e) await happen(userId, e, now);
            else expect(await shown(userId, now)).toEqual(await fromEveryRow(userId, now));
          }
          const end = new Date(realNow);
          expect(await shown(userId, end)).toEqual(await fromEveryRow(userId, end));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('carry a streak across the days they settle', async () => {
    const userId = await insertUser(h.db);
    // A watch on each of the last ten days, the wallet opened a minute later.
    for (let back = 9; back >= 0; back--) {
      const look = new Date(realNow - back * 24 * hour);
      await happen(userId, { kind: 'watch', seconds: 60 }, new Date(look.getTime() - 60_000));
      const figures = await shown(userId, look);
      expect(figures).toEqual(await fromEveryRow(userId, look));
      expect(figures.currentStreak).toBe(10 - back);
    }
  });

  it('keep a row per member that only moves forward, and ignore one ahead of the clock', async () => {
    const userId = await insertUser(h.db);
    const now = new Date(realNow);
    await happen(userId, { kind: 'watch', seconds: 60 }, new Date(realNow - 5 * 24 * hour));
    await happen(userId, { kind: 'reward', type: 'watch', amount: 3 }, now);
    const kept = () => h.db.select().from(walletTotals).where(eq(walletTotals.userId, userId));

    // Ten first looks at once write one row, and show the same figures.
    const first = await Promise.all(Array.from({ length: 10 }, () => shown(userId, now)));
    expect(new Set(first.map((f) => JSON.stringify(f))).size).toBe(1);
    expect(first[0]).toEqual(await fromEveryRow(userId, now));
    const [row] = await kept();
    expect(row).toMatchObject({ throughDay: addDays(utcDayOf(now), -2), watchMs: 60_000 });

    // A clock three days ahead settles more; the real clock then reads past the row, unchanged.
    const ahead = new Date(realNow + 3 * 24 * hour);
    expect(await shown(userId, ahead)).toEqual(await fromEveryRow(userId, ahead));
    const [moved] = await kept();
    expect(moved?.throughDay).toBe(addDays(utcDayOf(ahead), -2));
    expect(await shown(userId, now)).toEqual(await fromEveryRow(userId, now));
    expect((await kept())[0]).toEqual(moved);
  });
});
