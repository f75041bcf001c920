/**
 * The wallet's figures are the ledger's and the verified sessions' (product rules R2): total
 * earned counts watch, game and usage-bonus credits and vault gains, never grants or sends;
 * time watched and games played come from the sessions, not from statistics rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { insertContent, insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { insertUsage } from '../demo/insert-usage';
import type { DatabaseHandle } from '../db/open-database';
import { gameSession } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { fundRewardPool, grantQtt } from '../ledger/grant-qtt';
import { payReward } from '../ledger/pay-reward';
import { getWallet } from './get-wallet';
import { listTransactions } from './list-transactions';

let h: DatabaseHandle;
let userId: string;
const now = new Date();
const caps = { watch: qtt(50), game: qtt(40) };
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

beforeEach(async () => {
  h = await createTestDatabase();
  userId = await insertUser(h.db);
  await withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: qtt(1_000), reason: 'Budget', idempotencyKey: 'fund' }),
  );
});
afterEach(() => h.close());

const pay = (amount: number, type: 'watch' | 'game' | 'reward', key: string, evidence = {}) =>
  withTransaction(h.db, (tx) =>
    payReward({ tx, userId, amount: qtt(amount), type, reason: key, key, evidence, now }),
  );

describe('the wallet’s figures', () => {
  it('total earned counts watch, game and the usage bonus, not a grant; the filter agrees', async () => {
    await withTransaction(h.db, (tx) =>
      grantQtt(tx, { userId, amount: qtt(100), reason: 'Test grant', idempotencyKey: 'g' }),
    );
    await pay(2, 'watch', 'w');
    await pay(5, 'game', 'gm');
    await pay(30, 'reward', 'pilot:bonus', { day: '2026-11-26', scale: 1, watchSeconds: 60 });

    const wallet = await getWallet(h.db, userId, now, caps);
    expect(wallet.balance).toBe('137');
    expect(wallet.stats.totalEarned).toBe('37');
    expect(wallet.today.earned).toBe('37');
    // Each cap counts only its own kind of reward, as payReward does.
    expect(wallet.today.watchRewards).toEqual({ earned: '2', cap: '50' });
    expect(wallet.today.gameRewards).toEqual({ earned: '5', cap: '40' });

    const page = (filter: 'earned' | 'received') =>
      listTransactions(h.db, userId, { filter, limit: 25 }).then((p) =>
        p.items.map((i) => i.reason),
      );
    expect(await page('earned')).toEqual(['pilot:bonus', 'gm', 'w']);
    expect(await page('received')).toEqual(['Test grant']);
  });

  it('time watched and games played come from the verified sessions', async () => {
    const contentId = await insertContent(h.db);
    await insertUsage(h.db, { userId, contentId, at: now, watchSeconds: 125, gameSeconds: 40 });
    await insertUsage(h.db, {
      userId,
      contentId,
      at: new Date(now.getTime() - 3 * 86_400_000),
      watchSeconds: 3_600,
      gameSeconds: 0,
    });
    // A game still open is not played yet.
    await h.db.insert(gameSession).values({
      id: 'open-session-1',
      userId,
      gameId: 'speed-typing',
      kind: 'speed-typing',
      status: 'active',
      startedAt: now,
    });
    const wallet = await getWallet(h.db, userId, now, caps);
    expect(wallet.stats.watchSeconds).toBe(3_725);
    expect(wallet.today.watchSeconds).toBe(125);
    expect(wallet.stats.gamesPlayed).toBe(1);
  });

  it('the streak counts days in a row with verified activity, up to today', async () => {
    const contentId = await insertContent(h.db);
    const used = (at: Date, seconds = 60) =>
      insertUsage(h.db, { userId, contentId, at, watchSeconds: seconds, gameSeconds: 0 });
    expect((await getWallet(h.db, userId, now, caps)).stats.currentStreak).toBe(0);
    // Yesterday and the day before, then a gap: two days, alive while today has none yet.
    await used(daysAgo(1));
    await used(daysAgo(2));
    await used(daysAgo(4));
    expect((await getWallet(h.db, userId, now, caps)).stats.currentStreak).toBe(2);
    await used(now);
    const wallet = await getWallet(h.db, userId, now, caps);
    expect(wallet.stats.currentStreak).toBe(3);
    expect(new Date(wallet.today.usageBonusAt).getTime()).toBe(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    );
  });
});
