import { eq, sql, type SQL } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { queryRows } from '../db/query-rows';
import { ledgerTransfer } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { splitAccountOf } from './hot-accounts';

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
 * compile here). One statement, one round trip (docs/decisions/049-one-statement-transfer.md):
 * it claims the idempotency key, locks both accounts in `lockAccounts` order (which rules
 * out deadlocks; a caller posting several transfers locks all their accounts first) and
 * moves the amount, or does nothing when the key was used. The database's CHECK refuses a
 * negative balance, and the whole statement with it.
 */
export async function postTransfer(tx: Tx, t: TransferInput): Promise<PostedTransfer> {
  if (t.amount <= 0n) throw new AppError('INVALID_AMOUNT', 'Amounts must be positive.');
  if (t.debit === t.credit) throw new AppError('INVALID_TRANSFER', 'Same account on both sides.');

  let rows: { id: string | number | bigint | null }[];
  try {
    rows = await queryRows(tx, transferStatement(t));
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFundsError();
    throw err;
  }
  const id = rows[0]?.id;
  if (id === null || id === undefined) return replay(tx, t);
  return { id: BigInt(id), replayed: false };
}

/**
 * `locked` is materialized, so its rows are locked as its sort emits them (the order of
 * `lockAccounts`) before `moved` updates them; it locks only when `claimed` inserted, so a
 * replay takes no lock. The journal row's foreign keys are checked at the statement's end.
 */
function transferStatement(t: TransferInput): SQL {
  return sql`
    with claimed as (
      insert into ledger_transfer (idempotency_key, debit_account_id, credit_account_id,
        amount, type, reason, metadata, source_id, created_by)
      values (${t.idempotencyKey}, ${t.debit}, ${t.credit}, ${t.amount}, ${t.type},
        ${t.reason}, ${JSON.stringify(t.metadata ?? {})}::jsonb, ${t.sourceId ?? null},
        ${t.createdBy ?? null})
      on conflict (idempotency_key) do nothing
      returning id
    ), locked as materialized (
      select id from ledger_account
      where id in (${t.debit}, ${t.credit}) and exists (select from claimed)
      order by kind <> 'wallet', id
      for no key update
    ), moved as (
      update ledger_account a
      set balance = a.balance + case when a.id = ${t.credit}
            then ${t.amount}::bigint else -${t.amount}::bigint end,
          version = a.version + 1
      from locked where a.id = locked.id
      returning a.id
    )
    select (select id from claimed) as id, (select count(*) from moved) as moved`;
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
