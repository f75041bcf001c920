import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { ledgerAccount } from '../db/schema';
import { withSavepoint, type Tx } from '../db/transaction';
import { subAccountFor, subAccountsOf, type HotAccount } from './hot-accounts';
import { lockAccounts } from './ledger-accounts';
import {
  InsufficientFundsError,
  postTransfer,
  type PostedTransfer,
  type TransferInput,
} from './post-transfer';

/**
 * Posts a transfer out of a split account (hot-accounts.ts) from the member's own
 * sub-account, which only that member's operations and a sixteenth of the others' share.
 * When that sub-account cannot cover it, the attempt is undone (its savepoint releases the
 * sub-account's lock), every sub-account is locked in lockAccounts' order, the account's
 * balance is spread over them again with this transfer's need met, and the transfer is
 * posted from the same sub-account. InsufficientFundsError only when the sum cannot cover
 * it, thrown having moved nothing and with the transaction still usable (no statement
 * failed outside the savepoint), so a caller needs no savepoint of its own.
 *
 * Requirements: the transaction holds no lock on another sub-account of `from` (it may
 * hold wallets and accounts that sort before `from`'s ids).
 */
export async function postFromSubAccount(
  tx: Tx,
  t: Omit<TransferInput, 'debit'> & { from: HotAccount; userId: string },
): Promise<PostedTransfer> {
  const { from, userId, ...rest } = t;
  const transfer = { ...rest, debit: subAccountFor(from, userId) };
  try {
    return await withSavepoint(tx, (sp) => postTransfer(sp, transfer));
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
  }
  await rebalanceSubAccounts(tx, from, new Map([[transfer.debit, transfer.amount]]));
  return postTransfer(tx, transfer);
}

/**
 * Locks every sub-account of `root` and moves QTT between them (journal transfers, type
 * `transfer`) until each holds what `needs` asks of it plus an even share of the rest; the
 * sum never changes. Throws InsufficientFundsError, having moved nothing, when the sum is
 * below the needs' total.
 */
export async function rebalanceSubAccounts(
  tx: Tx,
  root: HotAccount,
  needs: ReadonlyMap<string, Units>,
): Promise<void> {
  const ids = subAccountsOf(root);
  await lockAccounts(tx, ids);
  const rows = await tx
    .select({ id: ledgerAccount.id, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.id, [...ids]));
  const have = new Map(rows.map((r) => [r.id, r.balance]));
  const moves = rebalanceMoves(ids, have, needs);
  const batch = randomUUID();
  for (const [i, m] of moves.entries()) {
    await postTransfer(tx, {
      debit: m.from,
      credit: m.to,
      amount: m.amount,
      type: 'transfer',
      reason: 'Sub-accounts rebalanced',
      metadata: { kind: 'rebalance', account: root },
      idempotencyKey: `rebalance:${batch}:${i}`,
    });
  }
}

export interface Move {
  from: string;
  to: string;
  amount: Units;
}

/**
 * The fewest moves (at most one fewer than the sub-accounts) that leave each sub-account
 * with its need plus an even share of what is left, the remainder's units to the first
 * ones. Pure, for the property tests.
 */
export function rebalanceMoves(
  ids: readonly string[],
  have: ReadonlyMap<string, Units>,
  needs: ReadonlyMap<string, Units>,
): Move[] {
  const total = ids.reduce((sum, id) => sum + (have.get(id) ?? 0n), 0n);
  const needed = ids.reduce((sum, id) => sum + (needs.get(id) ?? 0n), 0n);
  if (total < needed) throw new InsufficientFundsError();
  const n = BigInt(ids.length);
  const share = (total - needed) / n;
  const remainder = (total - needed) % n;
  const delta = ids.map((id, i) => {
    const target = (needs.get(id) ?? 0n) + share + (BigInt(i) < remainder ? 1n : 0n);
    return { id, surplus: (have.get(id) ?? 0n) - target };
  });
  const donors = delta.filter((d) => d.surplus > 0n);
  const takers = delta.filter((d) => d.surplus < 0n);
  const moves: Move[] = [];
  for (const taker of takers) {
    while (taker.surplus < 0n) {
      const donor = donors.find((d) => d.surplus > 0n);
      if (!donor) break;
      const amount = donor.surplus < -taker.surplus ? donor.surplus : -taker.surplus;
      moves.push({ from: donor.id, to: taker.id, amount });
      donor.surplus -= amount;
      taker.surplus += amount;
    }
  }
  return moves;
}
