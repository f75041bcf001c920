import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { insertUser, insertUserOnSubAccount, subAccountBalances } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { ledgerTransfer } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { accountBalance } from './account-balance';
import { fundRewardPool } from './grant-qtt';
import { subAccountFor, subAccountsOf } from './hot-accounts';
import { systemAccounts, walletAccountId } from './ledger-accounts';
import { payReward } from './pay-reward';
import { postTransfer } from './post-transfer';
import { reconcileLedger } from './reconcile-ledger';

/** The reward pool and vault escrow split into sub-accounts (docs/decisions/048). */

let h: DatabaseHandle;
const pool = systemAccounts.rewardPool;

beforeEach(async () => {
  h = await createTestDatabase();
});
afterEach(async () => {
  const rec = await reconcileLedger(h.db);
  expect(rec.mismatches).toEqual([]);
  expect(rec.total).toBe(0n);
  await h.close();
});

const fund = (amount: bigint, key = 'budget') =>
  withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount, reason: 'Budget', idempotencyKey: key }),
  );
const reward = (userId: string, amount: bigint, key: string) =>
  withTransaction(h.db, (tx) =>
    payReward({ tx, userId, amount, type: 'game', reason: 'Won', key }),
  );
const balances = (root: string) => subAccountBalances(h.db, root);
const memberOnSubAccount = (d: number) => insertUserOnSubAccount(h.db, d);

describe('the split reward pool', () => {
  it('has 16 sub-accounts of each split account, sub-account 0 under the old id', async () => {
    for (const root of [pool, systemAccounts.vaultEscrow]) {
      const ids = subAccountsOf(root);
      expect(ids).toHaveLength(16);
      expect(ids[0]).toBe(root);
      expect([...(await balances(root)).keys()].sort()).toEqual([...ids].sort());
    }
  });

  it('pays concurrent rewards of 40 members each from their own sub-account, to the unit', async () => {
    await fund(qtt(1_000));
    // Spread once, so every sub-account holds a share before the rewards race.
    const first = await memberOnSubAccount(1);
    expect((await reward(first, qtt(1), 'spread')).paid).toBe(true);
    const members = await Promise.all(Array.from({ length: 40 }, () => insertUser(h.db)));
    const results = await Promise.all(
      members.map((m, i) => reward(m, qtt(1) + BigInt(i), `race:${i}`)),
    );
    expect(results.every((r) => r.paid)).toBe(true);
    const paid = members.reduce((sum, _m, i) => sum + qtt(1) + BigInt(i), qtt(1));
    expect(await accountBalance(h.db, pool)).toBe(qtt(1_000) - paid);
    const rows = await h.db
      .select({ debit: ledgerTransfer.debitAccountId, credit: ledgerTransfer.creditAccountId })
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.type, 'game'));
    for (const m of members) {
      const row = rows.find((r) => r.credit === walletAccountId(m));
      expect(row?.debit).toBe(subAccountFor(pool, m));
    }
  });

  it('pays from an empty sub-account by spreading the pool first, moving nothing else', async () => {
    await fund(qtt(100));
    // Funding lands in sub-account 0; the member's sub-account 7 is empty.
    const member = await memberOnSubAccount(7);
    expect((await balances(pool)).get(subAccountFor(pool, member))).toBe(0n);
    expect(await reward(member, qtt(3), 'k')).toMatchObject({ paid: true, amount: qtt(3) });
    expect(await accountBalance(h.db, pool)).toBe(qtt(97));
    expect(await accountBalance(h.db, walletAccountId(member))).toBe(qtt(3));
    // Spread evenly: 97 QTT over 16, within one base unit of each other.
    const after = [...(await balances(pool)).values()];
    const most = after.reduce((a, b) => (a > b ? a : b));
    const least = after.reduce((a, b) => (a < b ? a : b));
    expect(most - least).toBeLessThanOrEqual(1n);
    expect(after.every((b) => b >= 0n)).toBe(true);
  });

  it('pays a reward no one sub-account holds but the pool does', async () => {
    await fund(qtt(160));
    const member = await memberOnSubAccount(3);
    // Spread: 10 QTT in each sub-account.
    expect((await reward(await memberOnSubAccount(5), qtt(16), 'spread')).paid).toBe(true);
    expect(await reward(member, qtt(100), 'big')).toMatchObject({ paid: true });
    expect(await accountBalance(h.db, pool)).toBe(qtt(44));
  });

  it('refuses, moving nothing, a reward above the sum of the sub-accounts', async () => {
    await fund(qtt(50));
    const member = await memberOnSubAccount(9);
    expect((await reward(await memberOnSubAccount(2), qtt(2), 'spread')).paid).toBe(true);
    const before = await balances(pool);
    expect(await reward(member, qtt(49), 'too-much')).toEqual({
      paid: false,
      reason: 'pool_empty',
    });
    expect(await balances(pool)).toEqual(before);
    expect(await accountBalance(h.db, walletAccountId(member))).toBe(0n);
  });

  it('answers a retry naming another sub-account of the same account as the first transfer', async () => {
    const post = (credit: string, amount: bigint) =>
      withTransaction(h.db, (tx) =>
        postTransfer(tx, {
          debit: systemAccounts.issuance,
          credit,
          amount,
          type: 'transfer',
          reason: 'Budget',
          idempotencyKey: 'before-the-split',
        }),
      );
    const first = await post(pool, qtt(5));
    expect(await post(`${pool}:3`, qtt(5))).toEqual({ id: first.id, replayed: true });
    await expect(post(`${pool}:3`, qtt(6))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(post(systemAccounts.penaltyPool, qtt(5))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await accountBalance(h.db, pool)).toBe(qtt(5));
  });
});
