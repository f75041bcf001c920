import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdjustmentInput,
  LedgerPage,
  LedgerQuery,
  LedgerSummary,
} from '@/domain/api/admin-ledger';
import { unitsToDecimal } from '@/domain/money/qtt';
import { shownEmail } from '@/domain/pi/pi-account';
import type { Database } from '../db/open-database';
import { withTransaction } from '../db/transaction';
import { ledgerAccount, ledgerTransfer, user } from '../db/schema';
import { fundRewardPool } from '../ledger/grant-qtt';
import { subAccountsOf } from '../ledger/hot-accounts';
import { ensureWallet, systemAccounts } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { AppError } from '../http/app-error';
import { assertIssuanceHeadroom } from './issuance-headroom';
import { searchCondition } from './ledger-search';

/** Ledger movements with the users they touched, newest first. */
export async function listLedger(db: Database, q: LedgerQuery): Promise<LedgerPage> {
  const t = ledgerTransfer;
  const debitUser = alias(user, 'debit_user');
  const creditUser = alias(user, 'credit_user');
  const debitAcct = alias(ledgerAccount, 'debit_acct');
  const creditAcct = alias(ledgerAccount, 'credit_acct');
  const where: Array<SQL | undefined> = [];
  if (q.type) where.push(eq(t.type, q.type));
  if (q.from) where.push(gte(t.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to)
    where.push(lt(t.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (q.before) where.push(lt(t.id, BigInt(q.before)));
  if (q.q) {
    const like = `%${q.q}%`;
    const joined = {
      debit: or(ilike(debitUser.email, like), ilike(debitUser.username, like)),
      credit: or(ilike(creditUser.email, like), ilike(creditUser.username, like)),
    };
    where.push(await searchCondition(db, q.q, [...where], q.limit + 1, joined));
  }
  const rows = await db
    .select({ t, debitEmail: debitUser.email, creditEmail: creditUser.email })
    .from(t)
    .innerJoin(debitAcct, eq(debitAcct.id, t.debitAccountId))
    .innerJoin(creditAcct, eq(creditAcct.id, t.creditAccountId))
    .leftJoin(debitUser, eq(debitUser.id, debitAcct.userId))
    .leftJoin(creditUser, eq(creditUser.id, creditAcct.userId))
    .where(and(...where))
    .orderBy(desc(t.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map(({ t: r, debitEmail, creditEmail }) => ({
      id: r.id.toString(),
      type: r.type,
      reason: r.reason,
      amount: unitsToDecimal(r.amount),
      // A Pi account's placeholder address is never shown: its wallet id is (decision 016).
      from: shownEmail(debitEmail) ?? r.debitAccountId,
      to: shownEmail(creditEmail) ?? r.creditAccountId,
      createdBy: r.createdBy,
      metadata: r.metadata,
      createdAt: r.createdAt.toISOString(),
    })),
    nextBefore: rows.length > q.limit ? (page.at(-1)?.t.id.toString() ?? null) : null,
  };
}

export async function ledgerSummary(db: Database): Promise<LedgerSummary> {
  const accounts = await db
    .select({ id: ledgerAccount.id, kind: ledgerAccount.kind, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(sql`${ledgerAccount.kind} <> 'wallet'`);
  const wallets = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccount.balance}), 0)::text` })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.kind, 'wallet'));
  // A split account's balance is its sub-accounts' sum (docs/decisions/048).
  const balance = (id: string) => {
    const ids = new Set(subAccountsOf(id));
    return unitsToDecimal(
      accounts.filter((a) => ids.has(a.id)).reduce((sum, a) => sum + a.balance, 0n),
    );
  };
  const rec = await reconcileLedger(db);
  return {
    pools: {
      reward: balance(systemAccounts.rewardPool),
      penalty: balance(systemAccounts.penaltyPool),
      vaultEscrow: balance(systemAccounts.vaultEscrow),
      // Everything that entered circulation: issuance, and clearing accounts (QTT sold for Pi).
      issued: unitsToDecimal(
        -accounts
          .filter((a) => a.kind === 'issuance' || a.kind === 'clearing')
          .reduce((sum, a) => sum + a.balance, 0n),
      ),
      wallets: unitsToDecimal(BigInt(wallets[0]?.total ?? '0')),
    },
    reconciliation: {
      ok: rec.ok,
      accounts: rec.accounts,
      transfers: rec.transfers,
      mismatches: rec.mismatches.map((m) => ({
        id: m.id,
        stored: unitsToDecimal(m.stored),
        journal: unitsToDecimal(m.journal),
      })),
    },
  };
}

/** A grant from issuance or a deduction back to it, naming the admin and the reason. */
export async function adjustBalance(
  db: Database,
  o: AdjustmentInput & { adminId: string; idempotencyKey: string },
) {
  return withTransaction(db, async (t) => {
    const [exists] = await t.select({ id: user.id }).from(user).where(eq(user.id, o.userId));
    if (!exists) throw AppError.notFound('No such user.');
    const wallet = await ensureWallet(t, o.userId);
    const grant = o.direction === 'grant';
    if (grant) await assertIssuanceHeadroom(t, o.amount);
    return postTransfer(t, {
      debit: grant ? systemAccounts.issuance : wallet,
      credit: grant ? wallet : systemAccounts.issuance,
      amount: o.amount,
      type: grant ? 'reward' : 'transfer',
      reason: grant ? `Admin grant: ${o.reason}` : `Admin correction: ${o.reason}`,
      // The admin is recorded in created_by, which users never see.
      metadata: { kind: grant ? 'admin_grant' : 'admin_correction' },
      createdBy: o.adminId,
      idempotencyKey: o.idempotencyKey,
    });
  });
}

/** More budget for the reward pool, from issuance, naming the admin. */
export async function fundPool(
  db: Database,
  o: { amount: bigint; reason: string; createdBy: string; idempotencyKey: string },
) {
  return withTransaction(db, async (tx) => {
    await assertIssuanceHeadroom(tx, o.amount);
    return fundRewardPool(tx, o);
  });
}
