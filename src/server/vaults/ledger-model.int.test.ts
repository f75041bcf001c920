import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qtt, unitsToDecimal, type Units } from '@/domain/money/qtt';
import { earlyWithdrawalSplit, multiplierBpsFor, vaultReward } from '@/domain/vaults/vault-rules';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { ledgerAccount } from '../db/schema';
import { fundRewardPool, grantQtt } from '../ledger/grant-qtt';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { claimVault, withdrawVault } from './close-vault';
import { createVault } from './create-vault';
import { listVaults } from './list-vaults';
import { withTransaction } from '../db/transaction';
import { accountBalance } from '../ledger/account-balance';

type Step =
  | { op: 'grant'; user: 0 | 1; amount: number }
  | { op: 'create'; user: 0 | 1; cents: number; days: number }
  | { op: 'claim' | 'withdraw'; pick: number }
  | { op: 'advance'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('grant' as const),
    user: fc.constantFrom(0 as const, 1 as const),
    amount: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({
    op: fc.constant('create' as const),
    user: fc.constantFrom(0 as const, 1 as const),
    cents: fc.integer({ min: 1000, max: 40_000 }),
    days: fc.integer({ min: 7, max: 365 }),
  }),
  fc.record({ op: fc.constantFrom('claim' as const, 'withdraw' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 200 }) }),
);

// The reservation cap (docs/decisions/035-reservation-cap.md) at 1 %, 10 % and 100 %: of the
// 2,000 QTT pool a member may then reserve 20, 200 or all of it.
const share = fc.constantFrom(100, 1_000, 10_000);

/** The model's own reading of the cap: share × (free + theirs) / 10000 − theirs, at least 0. */
function headroomOf(pool: Units, theirs: Units, shareBps: number): Units {
  const cap = ((pool + theirs) * BigInt(shareBps)) / 10_000n;
  return cap > theirs ? cap - theirs : 0n;
}

describe('the ledger against a simple model', () => {
  it('conserves money, keeps wallets non-negative and balances equal to their journal', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        share,
        fc.array(step, { minLength: 1, maxLength: 25 }),
        async (shareBps, steps) => {
          const h = await createTestDatabase();
          try {
            run++;
            const users: [string, string] = [await insertUser(h.db), await insertUser(h.db)];
            await withTransaction(h.db, (tx) =>
              fundRewardPool(tx, {
                amount: qtt(2_000),
                reason: 'Budget',
                idempotencyKey: `f${run}`,
              }),
            );
            // Each member starts with 500 QTT, so vaults meet the cap as often as the balance.
            for (const [i, u] of users.entries()) {
              await withTransaction(h.db, (tx) =>
                grantQtt(tx, {
                  userId: u,
                  amount: qtt(500),
                  reason: 'g',
                  idempotencyKey: `s${run}-${i}`,
                }),
              );
            }
            const model = {
              wallets: [qtt(500), qtt(500)] as [Units, Units],
              pool: qtt(2_000),
              penalty: 0n,
            };
            // What each member's open vaults reserve: the cap's other input.
            const reservedOf = (user: 0 | 1) =>
              vaults.filter((v) => v.open && v.user === user).reduce((s, v) => s + v.reward, 0n);
            const vaults: Array<{
              id: string;
              user: 0 | 1;
              amount: Units;
              reward: Units;
              unlock: number;
              open: boolean;
            }> = [];
            let now = Date.UTC(2026, 0, 1);
            let n = 0;
            for (const s of steps) {
              n++;
              if (s.op === 'grant') {
                await withTransaction(h.db, (tx) =>
                  grantQtt(tx, {
                    userId: users[s.user],
                    amount: qtt(s.amount),
                    reason: 'g',
                    idempotencyKey: `g${run}-${n}`,
                  }),
                );
                model.wallets[s.user] += qtt(s.amount);
              } else if (s.op === 'create') {
                const amount = BigInt(s.cents) * 10n ** 6n;
                const reward = vaultReward(amount, multiplierBpsFor(s.days));
                const reserved = reservedOf(s.user);
                const headroom = headroomOf(model.pool, reserved, shareBps);
                // The wallet is checked first, then the cap; within the cap the pool always covers.
                const refusal =
                  model.wallets[s.user] < amount
                    ? 'INSUFFICIENT_FUNDS'
                    : reward > headroom
                      ? 'VAULT_RESERVE_LIMIT'
                      : null;
                const made = await createVault(h.db, {
                  userId: users[s.user],
                  amount,
                  durationDays: s.days,
                  now: new Date(now),
                  reserveShareBps: shareBps,
                }).then(
                  (v) => v,
                  (err: { code?: string }) => {
                    expect(err.code).toBe(refusal);
                    return null;
                  },
                );
                expect(made !== null).toBe(refusal === null);
                if (made) {
                  // Just after a vault, its member holds at most the share of free + theirs.
                  const theirs = reserved + reward;
                  const base = model.pool - reward + theirs;
                  expect(theirs * 10_000n <= base * BigInt(shareBps)).toBe(true);
                }
                if (made) {
                  model.wallets[s.user] -= amount;
                  model.pool -= reward;
                  vaults.push({
                    id: made.id,
                    user: s.user,
                    amount,
                    reward,
                    unlock: now + s.days * 86_400_000,
                    open: true,
                  });
                }
              } else if (s.op === 'advance') {
                now += s.days * 86_400_000;
              } else if (vaults.length > 0) {
                const v = vaults[s.pick % vaults.length];
                if (!v) continue;
                const args = { userId: users[v.user], vaultId: v.id, now: new Date(now) };
                if (s.op === 'claim') {
                  const ok = await claimVault(h.db, args).then(
                    () => true,
                    () => false,
                  );
                  if (v.open && now >= v.unlock) {
                    expect(ok).toBe(true);
                    model.wallets[v.user] += v.amount + v.reward;
                    v.open = false;
                  }
                } else {
                  const ok = await withdrawVault(h.db, args).then(
                    () => true,
                    () => false,
                  );
                  if (v.open && now < v.unlock) {
                    expect(ok).toBe(true);
                    const { returned, penalty } = earlyWithdrawalSplit(v.amount);
                    model.wallets[v.user] += returned;
                    model.penalty += penalty;
                    model.pool += v.reward;
                    v.open = false;
                  }
                }
              }
              const accounts = await h.db.select().from(ledgerAccount);
              const byId = new Map(accounts.map((a) => [a.id, a.balance]));
              for (const [i, u] of users.entries()) {
                expect(byId.get(walletAccountId(u)) ?? 0n).toBe(model.wallets[i]);
              }
              // A split account's balance is its sub-accounts' sum (docs/decisions/048).
              expect(await accountBalance(h.db, systemAccounts.rewardPool)).toBe(model.pool);
              expect(byId.get(systemAccounts.penaltyPool)).toBe(model.penalty);
              // The limit the form shows is the model's.
              for (const [i, u] of users.entries()) {
                const list = await listVaults(h.db, u, new Date(now), shareBps);
                const expected = headroomOf(model.pool, reservedOf(i as 0 | 1), shareBps);
                expect(list.reserveLimit).toEqual({
                  shareBps,
                  headroom: unitsToDecimal(expected),
                  balance: unitsToDecimal(model.wallets[i as 0 | 1]),
                });
              }
              expect(accounts.every((a) => a.kind === 'issuance' || a.balance >= 0n)).toBe(true);
              const rec = await reconcileLedger(h.db);
              expect(rec.mismatches).toEqual([]);
              expect(rec.total).toBe(0n);
            }
            const escrow = await accountBalance(h.db, systemAccounts.vaultEscrow);
            const open = vaults.filter((v) => v.open).reduce((s, v) => s + v.amount + v.reward, 0n);
            expect(escrow).toBe(open);
          } finally {
            await h.close();
          }
        },
      ),
      { numRuns: 15 },
    );
    // 25 s alone on PGlite; 311 s beside the browser tests at load 17 (CI run 48 here).
  }, 600_000);
});
