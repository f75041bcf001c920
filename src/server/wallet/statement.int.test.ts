/**
 * The wallet statement equals the ledger (docs/decisions/042): for a member with every kind
 * of transfer, each period's opening and closing are the wallet's ledger balances at its
 * bounds, every transfer lands in one line, and one stamped exactly on a month's first
 * instant counts in that month only.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '@/domain/api/statement';
import { parseQtt, qtt, unitsToDecimal } from '@/domain/money/qtt';
import { signedInAdmin, signedInUser, type SignedIn } from '@/test/admin-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { adjustBalance } from '../admin/ledger-admin';
import { ledgerAccount, ledgerTransfer } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { creditPiPurchase } from '../ledger/credit-pi-purchase';
import { grantQtt } from '../ledger/grant-qtt';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { payReward } from '../ledger/pay-reward';
import { postTransfer } from '../ledger/post-transfer';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { claimVault, withdrawVault } from '../vaults/close-vault';
import { createVault } from '../vaults/create-vault';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let vaultGain: bigint;
const at = {
  october: new Date('2026-10-20T12:00:00Z'),
  novemberStart: new Date('2026-11-01T00:00:00.000Z'),
  november: new Date('2026-11-10T09:30:00Z'),
  novemberLast: new Date('2026-11-30T23:59:59.999Z'),
  decemberStart: new Date('2026-12-01T00:00:00.000Z'),
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInUser(t);
  bob = await signedInUser(t);
  const admin = await signedInAdmin(t);
  const db = t.database.db;
  const wallet = walletAccountId(alice.id);

  // Each step posts its transfers, which are then stamped with the moment the test names.
  const stamp = async (when: Date, step: () => Promise<unknown>) => {
    const [last] = await db
      .select({ id: sql<string>`coalesce(max(${ledgerTransfer.id}), 0)::text` })
      .from(ledgerTransfer);
    await step();
    await db
      .update(ledgerTransfer)
      .set({ createdAt: when })
      .where(
        and(
          sql`${ledgerTransfer.id} > ${last?.id ?? '0'}`,
          or(eq(ledgerTransfer.creditAccountId, wallet), eq(ledgerTransfer.debitAccountId, wallet)),
        ),
      );
  };
  const reward = (type: 'watch' | 'game' | 'reward', amount: bigint, key: string, evidence = {}) =>
    withTransaction(db, (tx) =>
      payReward({ tx, userId: alice.id, amount, type, reason: key, key, evidence }),
    );
  const send = (from: SignedIn, to: SignedIn, amount: string, key: string) =>
    from
      .post('/api/wallet/send', { to: to.user.displayName, amount }, { 'idempotency-key': key })
      .then((r) => expect(r.statusCode, r.body).toBe(201));
  const now = new Date();
  const later = new Date(now.getTime() + 400 * 86_400_000);
  const vault = (amount: string) =>
    createVault(db, {
      amount: parseQtt(amount),
      durationDays: 30,
      userId: alice.id,
      now,
      reserveShareBps: 10_000,
    });

  await stamp(at.october, () =>
    withTransaction(db, (tx) =>
      grantQtt(tx, {
        userId: alice.id,
        amount: qtt(1_000),
        reason: 'Welcome',
        idempotencyKey: 'g1',
      }),
    ),
  );
  await withTransaction(db, (tx) =>
    grantQtt(tx, { userId: bob.id, amount: qtt(50), reason: 'Bob', idempotencyKey: 'g2' }),
  );
  await stamp(at.novemberStart, () => reward('watch', qtt(2), 'watch-1'));
  await stamp(at.november, async () => {
    await reward('game', qtt(5), 'game-1');
    await reward('reward', qtt(30), 'bonus-1', { day: '2026-11-09', scale: 1 });
    await withTransaction(db, (tx) =>
      creditPiPurchase(tx, {
        userId: alice.id,
        paymentId: 'pay-1',
        txid: 'tx-1',
        qtt: parseQtt('7.25'),
        amountPi: '1',
        orderId: 'o-1',
      }),
    );
    await send(bob, alice, '4', 'send-key-bob-1');
    await send(alice, bob, '3', 'send-key-alice-1');
    const claimed = await vault('100');
    vaultGain = claimed.reward;
    await claimVault(db, { userId: alice.id, vaultId: claimed.id, now: later });
    const withdrawn = await vault('50');
    await withdrawVault(db, { userId: alice.id, vaultId: withdrawn.id, now });
    const adjust = (direction: 'grant' | 'deduct', amount: bigint, key: string) =>
      adjustBalance(db, {
        userId: alice.id,
        amount,
        direction,
        reason: 'Statement test',
        adminId: admin.id,
        idempotencyKey: key,
      });
    await adjust('deduct', qtt(1), 'adj-1');
    await adjust('grant', qtt(2), 'adj-2');
    // The bridge (docs/decisions/045): a withdrawal, a refund of another, a deposit.
    const wallet = walletAccountId(alice.id);
    const bridge = (debit: string, credit: string, amount: bigint, key: string) =>
      withTransaction(db, (tx) =>
        postTransfer(tx, {
          debit,
          credit,
          amount,
          type: 'bridge',
          reason: key,
          idempotencyKey: key,
        }),
      );
    await bridge(wallet, systemAccounts.bridgeOutbound, qtt(10), 'bridge-out-1');
    await bridge(wallet, systemAccounts.bridgeOutbound, qtt(4), 'bridge-out-2');
    await bridge(systemAccounts.bridgeOutbound, wallet, qtt(4), 'bridge-refund-2');
    await bridge(systemAccounts.bridgeInbound, wallet, qtt(6), 'bridge-deposit-1');
  });
  await stamp(at.novemberLast, () => reward('watch', parseQtt('0.00000001'), 'watch-2'));
  await stamp(at.decemberStart, () => reward('watch', qtt(1), 'watch-3'));
});

afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

/** The wallet's balance from its journal rows before `before`: the ledger's own answer. */
async function ledgerBalance(userId: string, before: Date): Promise<string> {
  const wallet = walletAccountId(userId);
  const [row] = await t.database.db
    .select({
      units: sql<string>`coalesce(sum(case when ${ledgerTransfer.creditAccountId} = ${wallet}
        then ${ledgerTransfer.amount} else -${ledgerTransfer.amount} end), 0)::text`,
    })
    .from(ledgerTransfer)
    .where(
      and(
        or(eq(ledgerTransfer.creditAccountId, wallet), eq(ledgerTransfer.debitAccountId, wallet)),
        lt(ledgerTransfer.createdAt, before),
      ),
    );
  return unitsToDecimal(BigInt(row?.units ?? '0'));
}

async function statement(query: string): Promise<Statement> {
  const res = await alice.get(`/api/wallet/statement?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Statement;
}

const units = (v: string) => (v.startsWith('-') ? -parseQtt(v.slice(1)) : parseQtt(v));
const total = (lines: Record<string, string>) =>
  Object.values(lines).reduce((a, v) => a + units(v), 0n);

describe('the wallet statement', () => {
  it('lists November by source and kind, to the unit', async () => {
    const s = await statement('from=2026-11-01&to=2026-11-30');
    expect(s.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(s.opening).toBe('1000');
    expect(s.credits).toEqual({
      watch: '2.00000001',
      games: '5',
      usageBonus: '30',
      vaultGains: unitsToDecimal(vaultGain),
      vaultReturns: '150',
      pi: '7.25',
      chainDeposits: '6',
      chainRefunds: '4',
      received: '4',
      other: '2',
    });
    expect(s.debits).toEqual({
      sent: '3',
      vaultLocks: '150',
      penalties: '7.5',
      chainWithdrawals: '14',
      other: '1',
    });
    expect(s.totalCredits).toBe(unitsToDecimal(total(s.credits)));
    expect(s.totalDebits).toBe(unitsToDecimal(total(s.debits)));
    expect(units(s.opening) + total(s.credits) - total(s.debits)).toBe(units(s.closing));
    // 2 watch, game, bonus, Pi, received, sent, 2 locks, claim, early return, 2 adjustments,
    // 2 withdrawals to the chain, a refund and a deposit.
    expect(s.movements).toBe(17);
  });

  it('opens and closes every period on the ledger’s balance at its bounds', async () => {
    const cases: Array<[string, Date, Date]> = [
      ['from=2026-10-01&to=2026-10-31', new Date('2026-10-01T00:00:00Z'), at.novemberStart],
      ['from=2026-11-01&to=2026-11-30', at.novemberStart, at.decemberStart],
      ['from=2026-12-01&to=2026-12-31', at.decemberStart, new Date('2027-01-01T00:00:00Z')],
      ['from=2026-11-10&to=2026-11-30', new Date('2026-11-10T00:00:00Z'), at.decemberStart],
      ['from=2026-10-01&to=2026-12-31', new Date('2026-10-01T00:00:00Z'), new Date('2027-01-01')],
    ];
    for (const [query, start, end] of cases) {
      const s = await statement(query);
      expect(s.opening, query).toBe(await ledgerBalance(alice.id, start));
      expect(s.closing, query).toBe(await ledgerBalance(alice.id, end));
      expect(units(s.opening) + total(s.credits) - total(s.debits), query).toBe(units(s.closing));
    }
    // The widest period holds every transfer: it closes on the stored balance.
    const [account] = await t.database.db
      .select({ balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(inArray(ledgerAccount.id, [walletAccountId(alice.id)]));
    expect((await statement('from=2026-10-01&to=2026-12-31')).closing).toBe(
      unitsToDecimal(account?.balance ?? -1n),
    );
  });

  it('counts a transfer stamped on a month’s first instant in that month only', async () => {
    const october = await statement('from=2026-10-01&to=2026-10-31');
    expect(october.credits.watch).toBe('0');
    expect(october.credits.other).toBe('1000');
    expect(october.movements).toBe(1);
    expect(october.closing).toBe('1000');
    const november = await statement('from=2026-11-01&to=2026-11-30');
    expect(november.opening).toBe('1000');
    expect(november.credits.watch).toBe('2.00000001');
    const december = await statement('from=2026-12-01&to=2026-12-31');
    expect(december.credits.watch).toBe('1');
    expect(december.movements).toBe(1);
    // The last instant of November is November's; the first of December is not.
    const lastDay = await statement('from=2026-11-30&to=2026-11-30');
    expect(lastDay.credits.watch).toBe('0.00000001');
  });

  it('is the other member’s own: Bob sees his send and receipt the other way round', async () => {
    const res = await bob.get('/api/wallet/statement?from=2026-11-01&to=2026-11-30');
    const s = res.json() as Statement;
    expect(s.credits.received).toBe('3');
    expect(s.debits.sent).toBe('4');
    // Whose statement comes from the session only: a forged user id is ignored.
    const forged = await bob.get(
      `/api/wallet/statement?from=2026-11-01&to=2026-11-30&userId=${alice.id}&user=${alice.id}`,
    );
    expect(forged.json()).toEqual(s);
  });

  it('defaults to this UTC month and shows an empty one as opening = closing', async () => {
    const s = await statement('from=2025-01-01&to=2025-01-31');
    expect(s).toMatchObject({ opening: '0', closing: '0', movements: 0 });
    const current = await statement('');
    expect(current.period.from).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
  });

  it('refuses a malformed or oversized period with a 400 from the catalogue', async () => {
    for (const query of [
      'from=2026-11&to=2026-11-30',
      'from=1999-12-01&to=1999-12-31',
      'from=2026-11-01',
      'to=2026-11-01',
      'from=2026-11-02&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
    ]) {
      const res = await alice.get(`/api/wallet/statement?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
      expect(res.json().error.message, query).toEqual(expect.any(String));
    }
    // 366 days is the most one statement covers.
    expect(
      (await alice.get('/api/wallet/statement?from=2024-01-01&to=2024-12-31')).statusCode,
    ).toBe(200);
  });

  it('is for members only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/statement?from=2026-11-01&to=2026-11-30',
    });
    expect(res.statusCode).toBe(401);
  });
});
