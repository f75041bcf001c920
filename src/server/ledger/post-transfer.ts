import { eq, sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { ledgerAccount, ledgerTransfer } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { splitAccountOf } from './hot-accounts';
import { lockAccounts } from './ledger-accounts';

export type TransferType = (typeof ledgerTransfer.$inferInsert)['type'];

export interface TransferInput {
  debit: string;
  credit: string;
  amount: Units;
  type: TransferType;
  reason: string;
  /** Unique per intended effect: a retry or a concurrent duplicate finds the first one. */
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
  sourceId?: string;
  createdBy?: string;
}

export interface PostedTransfer {
  id: bigint;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

export class InsufficientFundsError extends AppError {
  constructor(message = 'Not enough QTT for this.') {
    super('INSUFFICIENT_FUNDS', message);
  }
}

/**
 * The only code that moves QTT. Must run inside the caller's transaction (`tx`), so the
 * journal row and both balances commit together or not at all (a `Database` does not
 * compile here). Accounts are locked in `lockAccounts` order to rule out deadlocks; a caller posting
 * several transfers locks all their accounts first (`lockAccounts`). The database's CHECK
 * refuses a negative balance.
 */
export async function postTransfer(tx: Tx, t: TransferInput): Promise<PostedTransfer> {
  if (t.amount <= 0n) throw new AppError('INVALID_AMOUNT', 'Amounts must be positive.');
  if (t.debit === t.credit) throw new AppError('INVALID_TRANSFER', 'Same account on both sides.');

  const [claimed] = await tx
    .insert(ledgerTransfer)
    .values({
      idempotencyKey: t.idempotencyKey,
      debitAccountId: t.debit,
      creditAccountId: t.credit,
      amount: t.amount,
      type: t.type,
      reason: t.reason,
      metadata: t.metadata ?? {},
      sourceId: t.sourceId,
      createdBy: t.createdBy,
    })
    .onConflictDoNothing({ target: ledgerTransfer.idempotencyKey })
    .returning({ id: ledgerTransfer.id });

  if (!claimed) return replay(tx, t);

  await lockAccounts(tx, [t.debit, t.credit]);
  try {
    await tx
      .update(ledgerAccount)
      .set({
        balance: sql`${ledgerAccount.balance} - ${t.amount}`,
        version: sql`${ledgerAccount.version} + 1`,
      })
      .where(eq(ledgerAccount.id, t.debit));
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFundsError();
    throw err;
  }
  await tx
    .update(ledgerAccount)
    .set({
      balance: sql`${ledgerAccount.balance} + ${t.amount}`,
      version: sql`${ledgerAccount.version} + 1`,
    })
    .where(eq(ledgerAccount.id, t.credit));
  return { id: claimed.id, replayed: false };
}

/** The key was used before: the same transfer again is a no-op; a different one is an error. */
async function replay(tx: Tx, t: TransferInput): Promise<PostedTransfer> {
  const [first] = await tx
    .select()
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.idempotencyKey, t.idempotencyKey));
  if (!first) throw new AppError('CONFLICT', 'That request is still being processed.');
  // Sub-accounts of one split account are the same account here: a retry that spans
  // migration 0017 names the member's sub-account where the first named the old one.
  const same =
    splitAccountOf(first.debitAccountId) === splitAccountOf(t.debit) &&
    splitAccountOf(first.creditAccountId) === splitAccountOf(t.credit) &&
    first.amount === t.amount;
  if (!same) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was used for a different request.',
    );
  }
  return { id: first.id, replayed: true };
}

function isCheckViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}
