import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { ledgerTransfer, rewardHold, withheldReward } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { accountBalance } from './account-balance';
import { fundRewardPool } from './grant-qtt';
import { systemAccounts, walletAccountId } from './ledger-accounts';
import { payReward } from './pay-reward';
import { payRewardsBatch } from './pay-rewards-batch';
import { reconcileLedger } from './reconcile-ledger';

// The daily allocation pays its shares with payRewardsBatch (set-based, a few statements per
// batch) where it once paid each with payReward. For any mix of members (new, paid before
// under the key, held, withheld before and released) the batch must leave every wallet, the
// pool and the withheld list exactly as paying one by one does, to the unit.

type Past = 'new' | 'paid' | 'held' | 'withheld';
const member = fc.record({
  past: fc.constantFrom<Past>('new', 'paid', 'held', 'withheld'),
  amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
});

let h: DatabaseHandle;
const now = new Date();
let run = 0;

beforeAll(async () => {
  h = await createTestDatabase();
  await withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount: 10n ** 18n, reason: 'Budget', idempotencyKey: 'model-fund' }),
  );
});
afterAll(async () => {
  expect((await reconcileLedger(h.db)).ok).toBe(true);
  await h.close();
});

const pay = (userId: string, amount: bigint, key: string) =>
  withTransaction(h.db, (tx) =>
    payReward({ tx, userId, amount, type: 'reward', reason: 'Daily usage bonus', key, now }),
  );

/** A member with the given past, and the key their reward is paid under today. */
async function arrange(past: Past, amount: bigint, tag: string) {
  const userId = await insertUser(h.db);
  const key = `model:${tag}:${userId}`;
  const hold = () =>
    h.db.insert(rewardHold).values({ userId, reason: 'Farm', heldBy: 'admin-key', heldAt: now });
  if (past === 'paid') await pay(userId, amount, key);
  if (past === 'held') await hold();
  if (past === 'withheld') {
    await hold();
    await pay(userId, amount, key);
    await h.db.delete(rewardHold).where(eq(rewardHold.userId, userId));
  }
  return { userId, key, amount };
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

/** What an observer sees of one member after the pay-out. */
async function observe(m: { userId: string; key: string }) {
  const paid = await h.db
    .select({ amount: ledgerTransfer.amount })
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.idempotencyKey, m.key));
  const withheld = await h.db
    .select({ amount: withheldReward.amount })
    .from(withheldReward)
    .where(eq(withheldReward.key, m.key));
  return {
    wallet: await accountBalance(h.db, walletAccountId(m.userId)),
    paid: paid.map((p) => p.amount),
    withheld: withheld.map((w) => w.amount),
  };
}

describe('the batch reward payer', () => {
  it('leaves wallets, the pool and the withheld list as paying one by one does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(member, { minLength: 1, maxLength: 8 }), async (members) => {
        run += 1;
        const batched: Arranged[] = [];
        const single: Arranged[] = [];
        for (const m of members) {
          batched.push(await arrange(m.past, m.amount, `b${run}`));
          single.push(await arrange(m.past, m.amount, `s${run}`));
        }

        const poolBefore = await accountBalance(h.db, systemAccounts.rewardPool);
        const out = await withTransaction(h.db, (tx) =>
          payRewardsBatch(tx, {
            rewards: batched.map((b) => ({ ...b, evidence: {} })),
            type: 'reward',
            reason: 'Daily usage bonus',
            now,
          }),
        );
        expect(out).not.toBeNull();
        const poolAfterBatch = await accountBalance(h.db, systemAccounts.rewardPool);
        for (const s of single) await pay(s.userId, s.amount, s.key);
        const poolAfterSingle = await accountBalance(h.db, systemAccounts.rewardPool);

        expect(poolBefore - poolAfterBatch).toBe(poolAfterBatch - poolAfterSingle);
        for (const [i, b] of batched.entries()) {
          const s = single[i];
          if (!s) throw new Error('unpaired member');
          expect(await observe(b)).toEqual(await observe(s));
          // The batch's answer names the transfer that paid the key, or null when unpaid.
          const [transfer] = await h.db
            .select({ id: ledgerTransfer.id })
            .from(ledgerTransfer)
            .where(eq(ledgerTransfer.idempotencyKey, b.key));
          expect(out?.get(b.key) ?? null).toBe(transfer?.id ?? null);
        }
      }),
      { numRuns: 25 },
    );
  });
});
