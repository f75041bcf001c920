import type { TransactionPage, WalletSummary, WalletTransaction } from '@/domain/api/wallet';

/** Response factories for the wallet's unit tests. */
export const wallet = (over: Partial<WalletSummary> = {}): WalletSummary => ({
  balance: '500',
  today: { earned: '12.5', watchSeconds: 9000 },
  stats: {
    totalEarned: '1234.5',
    vaultsCreated: 2,
    vaultsClaimed: 1,
    gamesPlayed: 7,
    watchSeconds: 9000,
    currentStreak: 3,
  },
  ...over,
});

export const tx = (over: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: '1',
  type: 'reward',
  reason: 'Test grant',
  amount: '500',
  direction: 'in',
  createdAt: '2026-04-14T12:00:00.000Z',
  metadata: {},
  sourceId: null,
  ...over,
});

export const page = (items: WalletTransaction[], nextBefore: string | null = null) =>
  ({ items, nextBefore }) satisfies TransactionPage;
