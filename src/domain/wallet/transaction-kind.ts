import type { WalletTransaction } from '../api/wallet';

/**
 * How the wallet's filter and each transaction's label name a movement, so both agree:
 * - sent: any money out of the wallet (a vault lock, a correction, a payment);
 * - earned: money in for the person's own activity (watching, games, quizzes);
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

export function transactionKind(
  tx: Pick<WalletTransaction, 'type' | 'direction'>,
): TransactionKind {
  if (tx.direction === 'out') return 'sent';
  return earned.has(tx.type) ? 'earned' : 'received';
}
