import type { WalletTransaction } from '../api/wallet';

/**
 * How the wallet's filter and each transaction's label name a movement, so both agree:
 * - sent: any money out of the wallet (a vault lock, a correction, a payment);
 * - earned: money in for the person's own activity (watching, games, quizzes, and the daily
 *   usage bonus that pays verified watch and game time);
 * - received: any other money in (vault payouts and early withdrawals, grants, transfers).
 */
export type TransactionKind = 'sent' | 'received' | 'earned';

/** Ledger types paid for activity; the same set the wallet's "earned" totals count. */
export const earnedTransactionTypes = [
  'watch',
  'game',
  'quiz',
] as const satisfies readonly WalletTransaction['type'][];

export const transactionKindLabels: Record<TransactionKind, string> = {
  sent: 'Sent',
  received: 'Received',
  earned: 'Earned',
};

const earned: ReadonlySet<string> = new Set(earnedTransactionTypes);

/**
 * The daily usage bonus (product rules R7): a `reward` whose metadata names its day and
 * scale. The same test in SQL is `usageBonusSql` in src/server/wallet/list-transactions.ts.
 */
export function isUsageBonus(tx: Pick<WalletTransaction, 'type' | 'metadata'>): boolean {
  return tx.type === 'reward' && typeof tx.metadata.day === 'string' && 'scale' in tx.metadata;
}

export function transactionKind(
  tx: Pick<WalletTransaction, 'type' | 'direction' | 'metadata'>,
): TransactionKind {
  if (tx.direction === 'out') return 'sent';
  return earned.has(tx.type) || isUsageBonus(tx) ? 'earned' : 'received';
}
