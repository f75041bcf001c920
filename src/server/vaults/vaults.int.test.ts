import { like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vaultReserveShareDefaultBps } from '@/domain/constants';
import { qtt } from '@/domain/money/qtt';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { ledgerTransfer, vault } from '../db/schema';
import { fundRewardPool, grantQtt } from '../ledger/grant-qtt';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { claimVault, withdrawVault } from './close-vault';
import { createVault } from './create-vault';
import { withTransaction } from '../db/transaction';
import { accountBalance } from '../ledger/account-balance';

const day = 24 * 60 * 60 * 1000;
// The default 10 %: of the 10,000 QTT pool below, 1,000 QTT of reward per member, more than
// these tests reserve (the cap has its own tests, reserve-cap.int.test.ts).
const reserveShareBps = vaultReserveShareDefaultBps;
let h: DatabaseHandle;
let userId: string;
const now = new Date('2026-06-01T12:00:00Z');

// A split account's balance is the sum of its sub-accounts (docs/decisions/048).
const balance = (id: string) => accountBalance(h.db, id);

beforeEach(async () => {
  h = await createTestDatabase();
  userId = await insertUser(h.db);
  await withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: qtt(10_000), reason: 'Budget', idempotencyKey: 'fund' }),
  );
  await withTransaction(h.db, (tx) =>
    grantQtt(tx, {
      userId,
      amount: qtt(500),
      reason: 'Test grant',
      idempotencyKey: `g:${userId}`,
    }),
  );
});
afterEach(async () => {
  expect((await reconcileLedger(h.db)).ok).toBe(true);
  await h.close();
});

describe('off-chain vaults', () => {
  it('lock the principal and reserve the reward at creation', async () => {
    const v = await createVault(h.db, {
      reserveShareBps,
      userId,
      amount: qtt(100),
      durationDays: 30,
      now,
    });
    expect(v.id).toMatch(/^v_[0-9a-z]{8}$/);
    expect(v.multiplierBps).toBe(12_000);
    expect(v.reward).toBe(qtt(20));
    expect(await balance(walletAccountId(userId))).toBe(qtt(400));
    expect(await balance(systemAccounts.vaultEscrow)).toBe(qtt(120));
    expect(await balance(systemAccounts.rewardPool)).toBe(qtt(9_980));
  });

  it('pay amount × multiplier once unlocked, and only then', async () => {
    const v = await createVault(h.db, {
      reserveShareBps,
      userId,
      amount: qtt(100),
      durationDays: 7,
      now,
    });
    await expect(claimVault(h.db, { userId, vaultId: v.id, now })).rejects.toThrow('still locked');
    const later = new Date(now.getTime() + 7 * day);
    const claimed = await claimVault(h.db, { userId, vaultId: v.id, now: later });
    expect(claimed.status).toBe('claimed');
    expect(await balance(walletAccountId(userId))).toBe(qtt(510));
    const again = await claimVault(h.db, { userId, vaultId: v.id, now: later });
    expect(again).toEqual(claimed);
    expect(await balance(walletAccountId(userId))).toBe(qtt(510));
  });

  it('withdraw early: 85 % back, 15 % to the penalty pool, the reward back to the pool', async () => {
    const v = await createVault(h.db, {
      reserveShareBps,
      userId,
      amount: qtt(100),
      durationDays: 90,
      now,
    });
    const w = await withdrawVault(h.db, { userId, vaultId: v.id, now });
    expect(w).toMatchObject({ status: 'withdrawn', payout: qtt(85), penalty: qtt(15) });
    expect(await balance(walletAccountId(userId))).toBe(qtt(485));
    expect(await balance(systemAccounts.penaltyPool)).toBe(qtt(15));
    expect(await balance(systemAccounts.rewardPool)).toBe(qtt(10_000));
    expect(await balance(systemAccounts.vaultEscrow)).toBe(0n);
    await expect(
      claimVault(h.db, { userId, vaultId: v.id, now: new Date(now.getTime() + 100 * day) }),
    ).rejects.toThrow('withdrawn early');
  });

  it("refuse another user's vault as not found", async () => {
    const v = await createVault(h.db, {
      reserveShareBps,
      userId,
      amount: qtt(10),
      durationDays: 7,
      now,
    });
    const other = await insertUser(h.db);
    await expect(withdrawVault(h.db, { userId: other, vaultId: v.id, now })).rejects.toThrow(
      'Vault not found',
    );
  });

  it('refuse a vault the wallet cannot pay, and one an empty pool cannot reward, writing nothing', async () => {
    await expect(
      createVault(h.db, { reserveShareBps, userId, amount: qtt(501), durationDays: 30, now }),
    ).rejects.toThrow('Not enough QTT');
    const poor = await createTestDatabase();
    try {
      const u = await insertUser(poor.db);
      await withTransaction(poor.db, (tx) =>
        grantQtt(tx, { userId: u, amount: qtt(100), reason: 'x', idempotencyKey: 'x' }),
      );
      await expect(
        createVault(poor.db, {
          reserveShareBps,
          userId: u,
          amount: qtt(50),
          durationDays: 30,
          now,
        }),
      ).rejects.toMatchObject({
        code: 'VAULT_RESERVE_LIMIT',
        message: expect.stringContaining('You cannot lock QTT for 30 days now.'),
      });
      expect(await poor.db.select().from(vault)).toHaveLength(0);
      expect((await reconcileLedger(poor.db)).ok).toBe(true);
    } finally {
      await poor.close();
    }
    expect(await h.db.select().from(vault)).toHaveLength(0);
  });
});

describe('races', () => {
  it('50 parallel claims of one vault pay exactly once', async () => {
    const v = await createVault(h.db, {
      reserveShareBps,
      userId,
      amount: qtt(100),
      durationDays: 7,
      now,
    });
    const later = new Date(now.getTime() + 8 * day);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimVault(h.db, { userId, vaultId: v.id, now: later })),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const payouts = await h.db
      .select()
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.idempotencyKey, 'vault-claim:%'));
    expect(payouts).toHaveLength(1);
    expect(await balance(walletAccountId(userId))).toBe(qtt(510));
  });

  it('50 parallel early withdrawals pay exactly once', async () => {
    const v = await createVault(h.db, {
      reserveShareBps,
      userId,
      amount: qtt(100),
      durationDays: 30,
      now,
    });
    await Promise.allSettled(
      Array.from({ length: 50 }, () => withdrawVault(h.db, { userId, vaultId: v.id, now })),
    );
    expect(await balance(walletAccountId(userId))).toBe(qtt(485));
  });

  it('100 parallel creates with one idempotency key make one vault', async () => {
    const made = await Promise.all(
      Array.from({ length: 100 }, () =>
        createVault(h.db, {
          reserveShareBps,
          userId,
          amount: qtt(10),
          durationDays: 7,
          now,
          idempotencyKey: 'same-key',
        }),
      ),
    );
    expect(new Set(made.map((v) => v.id)).size).toBe(1);
    expect(await h.db.select().from(vault)).toHaveLength(1);
    expect(await balance(walletAccountId(userId))).toBe(qtt(490));
  });

  it('parallel creates that together exceed the balance: only the affordable ones succeed', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createVault(h.db, { reserveShareBps, userId, amount: qtt(40), durationDays: 7, now }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(12);
    expect(await balance(walletAccountId(userId))).toBe(qtt(20));
  });
});
