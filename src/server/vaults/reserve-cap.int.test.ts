import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatQtt, parseQtt, qtt, type Units } from '@/domain/money/qtt';
import { maxVaultAmount, reservationHeadroom } from '@/domain/vaults/reservation-cap';
import { multiplierBpsFor, vaultReward } from '@/domain/vaults/vault-rules';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { vault } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { accountBalance } from '../ledger/account-balance';
import { fundRewardPool, grantQtt } from '../ledger/grant-qtt';
import { systemAccounts } from '../ledger/ledger-accounts';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { claimVault, withdrawVault } from './close-vault';
import { createVault } from './create-vault';
import { reservedByMember } from './reserve-limit';

// A 10,000 QTT pool and the default 10 %: each member may reserve 1,000 QTT of reward
// (docs/decisions/035-reservation-cap.md).
const reserveShareBps = 1_000;
const day = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
let h: DatabaseHandle;

beforeEach(async () => {
  h = await createTestDatabase();
  await withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: qtt(10_000), reason: 'Budget', idempotencyKey: 'fund' }),
  );
});
afterEach(async () => {
  expect((await reconcileLedger(h.db)).ok).toBe(true);
  await h.close();
});

async function member(grant: number): Promise<string> {
  const userId = await insertUser(h.db);
  await withTransaction(h.db, (tx) =>
    grantQtt(tx, { userId, amount: qtt(grant), reason: 'g', idempotencyKey: `g:${userId}` }),
  );
  return userId;
}

const create = (userId: string, amount: Units, durationDays: number, at = now) =>
  createVault(h.db, { userId, amount, durationDays, now: at, reserveShareBps });

/** What the member's open vaults reserve, against the cap: share × (free + theirs). */
async function capOf(userId: string) {
  const reserved = await reservedByMember(h.db, userId);
  const free = await accountBalance(h.db, systemAccounts.rewardPool);
  return { reserved, cap: ((free + reserved) * BigInt(reserveShareBps)) / 10_000n };
}

describe('the reservation cap (off-chain)', () => {
  it('takes a vault at the limit and refuses 0.01 QTT more, naming the limit', async () => {
    const userId = await member(20_000);
    // 30 days (1.2×): 1,000 QTT of reward is 5,000 QTT.
    await expect(create(userId, parseQtt('5000.01'), 30)).rejects.toMatchObject({
      status: 422,
      code: 'VAULT_RESERVE_LIMIT',
      message:
        'You can lock at most 5,000.00 QTT for 30 days now. Your open vaults may reserve at most 10% of the reward pool.',
    });
    expect(await h.db.select().from(vault)).toHaveLength(0);
    const v = await create(userId, qtt(5_000), 30);
    expect(v.reward).toBe(qtt(1_000));
    expect(await capOf(userId)).toEqual({ reserved: qtt(1_000), cap: qtt(1_000) });
    await expect(create(userId, qtt(10), 30)).rejects.toMatchObject({
      message: expect.stringMatching(/^You cannot lock QTT for 30 days now\./),
    });
  });

  it('names the most for the chosen duration, to the cent, whatever is already reserved', async () => {
    const userId = await member(20_000);
    await create(userId, parseQtt('123.45'), 90); // reserves 61.725 QTT
    for (const days of [7, 45, 120, 365]) {
      const { reserved } = await capOf(userId);
      const free = await accountBalance(h.db, systemAccounts.rewardPool);
      const most = maxVaultAmount(
        reservationHeadroom(free, reserved, reserveShareBps),
        multiplierBpsFor(days),
      );
      if (!most) throw new Error('no room');
      const over = most + parseQtt('0.01');
      await expect(create(userId, over, days)).rejects.toThrow(
        `You can lock at most ${formatQtt(most)} QTT for ${days} days now.`,
      );
      // The most fits; the reserve it takes is then released for the next duration.
      const v = await create(userId, most, days);
      await withdrawVault(h.db, { userId, vaultId: v.id, now });
    }
  });

  it('cannot be split around: fifty small vaults reach what one would, never more', async () => {
    const userId = await member(20_000);
    // 180 days (2×): every 100 QTT reserves 100 QTT.
    let made = 0;
    for (let i = 0; i < 15; i++) {
      made += await create(userId, qtt(100), 180).then(
        () => 1,
        (err: { code?: string }) => {
          expect(err.code).toBe('VAULT_RESERVE_LIMIT');
          return 0;
        },
      );
    }
    expect(made).toBe(10);
    expect(await capOf(userId)).toEqual({ reserved: qtt(1_000), cap: qtt(1_000) });
    await expect(create(userId, qtt(10), 7)).rejects.toThrow('You cannot lock QTT for 7 days now.');
  });

  it('leaves other members their own share of what is free', async () => {
    const [a, b] = [await member(20_000), await member(20_000)];
    await create(a, qtt(1_000), 180); // a is at the cap: 1,000 of 10,000
    await expect(create(a, qtt(10), 180)).rejects.toThrow('You cannot lock');
    // b's base is the 9,000 still free: 900 QTT of reward.
    await expect(create(b, qtt(901), 180)).rejects.toThrow(
      'You can lock at most 900.00 QTT for 180 days now.',
    );
    await create(b, qtt(900), 180);
    expect(await capOf(b)).toEqual({ reserved: qtt(900), cap: qtt(900) });
    expect(await capOf(a)).toMatchObject({ reserved: qtt(1_000) });
    expect(await accountBalance(h.db, systemAccounts.rewardPool)).toBe(qtt(8_100));
  });

  it('gives the reservation back when a vault is withdrawn early or claimed', async () => {
    const userId = await member(20_000);
    const early = await create(userId, qtt(1_000), 180);
    await expect(create(userId, qtt(10), 180)).rejects.toThrow('You cannot lock');
    await withdrawVault(h.db, { userId, vaultId: early.id, now });
    const matured = await create(userId, qtt(1_000), 180);
    const later = new Date(now.getTime() + 180 * day);
    await expect(create(userId, qtt(10), 180, later)).rejects.toThrow('You cannot lock');
    await claimVault(h.db, { userId, vaultId: matured.id, now: later });
    // The claim paid 1,000 QTT of reward out of the pool: 10 % of the 9,000 left.
    await expect(create(userId, qtt(901), 180, later)).rejects.toThrow(
      'You can lock at most 900.00 QTT for 180 days now.',
    );
    await create(userId, qtt(900), 180, later);
  });

  it('replays an idempotent create even when the cap is full, and never reserves twice', async () => {
    const userId = await member(20_000);
    const o = { userId, amount: qtt(1_000), durationDays: 180, now, reserveShareBps };
    const first = await createVault(h.db, { ...o, idempotencyKey: 'k' });
    const again = await createVault(h.db, { ...o, idempotencyKey: 'k' });
    expect(again.id).toBe(first.id);
    expect(await capOf(userId)).toEqual({ reserved: qtt(1_000), cap: qtt(1_000) });
  });

  it('50 parallel creations by one member never reserve past the cap', async () => {
    const userId = await member(20_000);
    // 180 days: each reserves 100 QTT, so 10 fit the member's 1,000.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => create(userId, qtt(100), 180)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect((r.reason as { code?: string }).code).toBe('VAULT_RESERVE_LIMIT');
    }
    const { reserved, cap } = await capOf(userId);
    expect(reserved).toBe(qtt(1_000));
    expect(reserved).toBeLessThanOrEqual(cap);
    const mine = await h.db
      .select()
      .from(vault)
      .where(and(eq(vault.userId, userId), eq(vault.status, 'active')));
    expect(mine).toHaveLength(10);
    expect(mine.reduce((s, v) => s + vaultReward(v.amount, v.multiplierBps), 0n)).toBe(qtt(1_000));
    expect(await accountBalance(h.db, systemAccounts.rewardPool)).toBe(qtt(9_000));
  });
});
