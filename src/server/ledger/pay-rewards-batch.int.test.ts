import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { ledgerTransfer, rewardHold, withheldReward } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { fundRewardPool } from './grant-qtt';
import { systemAccounts, walletAccountId } from './ledger-accounts';
import { payReward } from './pay-reward';
import { payRewardsBatch, type BatchReward } from './pay-rewards-batch';
import { reconcileLedger } from './reconcile-ledger';
import { accountBalance } from './account-balance';

let h: DatabaseHandle;
const now = new Date();

beforeEach(async () => {
  h = await createTestDatabase();
});
afterEach(async () => {
  expect((await reconcileLedger(h.db)).ok).toBe(true);
  await h.close();
});

const fund = (amount: number) =>
  withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: qtt(amount), reason: 'Budget', idempotencyKey: `f${amount}` }),
  );
const batch = (rewards: BatchReward[]) =>
  withTransaction(h.db, (tx) =>
    payRewardsBatch(tx, { rewards, type: 'reward', reason: 'Daily usage bonus', now }),
  );
// A split account's balance is the sum of its sub-accounts (docs/decisions/048).
const balance = (id: string) => accountBalance(h.db, id);

describe('payRewardsBatch', () => {
  it("follows payReward's rules: pays new keys, finds used ones, withholds held accounts", async () => {
    await fund(100);
    const [a, b, c] = [await insertUser(h.db), await insertUser(h.db), await insertUser(h.db)];
    const earlier = await withTransaction(h.db, (tx) =>
      payReward({ tx, userId: b, amount: qtt(3), type: 'reward', reason: 'Bonus', key: 'k:b' }),
    );
    await h.db
      .insert(rewardHold)
      .values({ userId: c, reason: 'Farm', heldBy: 'admin-key', heldAt: now });
    const out = await batch([
      { userId: a, amount: qtt(5), key: 'k:a', evidence: { day: 'd' } },
      { userId: b, amount: qtt(3), key: 'k:b', evidence: {} },
      { userId: c, amount: qtt(7), key: 'k:c', evidence: {} },
    ]);
    if (!out || !earlier.paid) throw new Error('expected a result');
    expect(out.get('k:b')).toBe(earlier.transferId);
    expect(out.get('k:c')).toBeNull();
    const [paid] = await h.db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, 'k:a'));
    expect(paid).toMatchObject({ id: out.get('k:a'), amount: qtt(5), type: 'reward' });
    expect(paid?.metadata).toEqual({ kind: 'reward', day: 'd' });
    expect(await balance(walletAccountId(a))).toBe(qtt(5));
    expect(await balance(walletAccountId(b))).toBe(qtt(3));
    expect(await balance(walletAccountId(c))).toBe(0n);
    expect(await balance(systemAccounts.rewardPool)).toBe(qtt(92));
    expect(await h.db.select().from(withheldReward)).toHaveLength(1);
    // Again: nothing more moves.
    await batch([{ userId: a, amount: qtt(5), key: 'k:a', evidence: {} }]);
    expect(await balance(walletAccountId(a))).toBe(qtt(5));
  });

  it('moves nothing and answers null when the pool cannot cover the batch', async () => {
    await fund(10);
    const [a, b] = [await insertUser(h.db), await insertUser(h.db)];
    const out = await batch([
      { userId: a, amount: qtt(6), key: 'k:a', evidence: {} },
      { userId: b, amount: qtt(6), key: 'k:b', evidence: {} },
    ]);
    expect(out).toBeNull();
    expect(await balance(systemAccounts.rewardPool)).toBe(qtt(10));
    expect(
      await h.db.select().from(ledgerTransfer).where(eq(ledgerTransfer.idempotencyKey, 'k:a')),
    ).toHaveLength(0);
  });
});
