import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { ledgerAccount, ledgerTransfer } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { fundRewardPool } from './grant-qtt';
import { walletAccountId } from './ledger-accounts';
import { payReward, type RewardInput } from './pay-reward';
import { reconcileLedger } from './reconcile-ledger';
import { accountBalance } from './account-balance';

let h: DatabaseHandle;
let userId: string;
const now = new Date();

beforeEach(async () => {
  h = await createTestDatabase();
  userId = await insertUser(h.db);
});
afterEach(async () => {
  expect((await reconcileLedger(h.db)).ok).toBe(true);
  await h.close();
});

const fund = (amount: number) =>
  withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: qtt(amount), reason: 'Budget', idempotencyKey: `f${amount}` }),
  );
const pay = (o: Partial<Omit<RewardInput, 'tx'>> = {}) =>
  withTransaction(h.db, (tx) =>
    payReward({ tx, userId, amount: qtt(2), type: 'game', reason: 'Won', key: 'k1', ...o }),
  );
async function wallet() {
  const [row] = await h.db
    .select()
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, walletAccountId(userId)));
  return row?.balance ?? 0n;
}

describe('payReward', () => {
  it('pays once per key, with the evidence as metadata', async () => {
    await fund(100);
    const first = await pay({ evidence: { score: 7 } });
    expect(first).toMatchObject({ paid: true, amount: qtt(2) });
    expect(await pay()).toEqual({ paid: false, reason: 'already_paid' });
    expect(await wallet()).toBe(qtt(2));
    const [t] = await h.db.select().from(ledgerTransfer).where(eq(ledgerTransfer.type, 'game'));
    expect(t?.metadata).toEqual({ kind: 'game', score: 7 });
  });

  it('keeps a daily cap per kind of reward', async () => {
    await fund(100);
    const cap = { limit: qtt(3), now };
    expect((await pay({ key: 'a', dailyCap: cap })).paid).toBe(true);
    expect(await pay({ key: 'b', dailyCap: cap })).toEqual({ paid: false, reason: 'daily_cap' });
    // Another kind has its own cap.
    expect((await pay({ key: 'c', type: 'quiz', dailyCap: cap })).paid).toBe(true);
    expect(await wallet()).toBe(qtt(4));
  });

  it('pays nothing from an empty pool and leaves the transaction usable', async () => {
    await fund(1);
    const result = await withTransaction(h.db, async (tx) => {
      const r = await payReward({
        tx,
        userId,
        amount: qtt(2),
        type: 'watch',
        reason: 'x',
        key: 'e',
      });
      // The pool's balance: the sum of its sub-accounts (docs/decisions/048).
      return { r, pool: await accountBalance(tx, 'pool:reward') };
    });
    expect(result).toEqual({ r: { paid: false, reason: 'pool_empty' }, pool: qtt(1) });
    expect(await wallet()).toBe(0n);
  });

  it('refuses a non-positive amount', async () => {
    await fund(10);
    await expect(pay({ amount: 0n })).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    await expect(pay({ amount: -1n })).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
  });
});
