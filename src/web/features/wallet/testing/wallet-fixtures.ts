import type { PilotPool } from '@/domain/api/pilot';
import type { TransactionPage, WalletSummary, WalletTransaction } from '@/domain/api/wallet';

/** Response factories for the wallet's unit tests. */
export const wallet = (over: Partial<WalletSummary> = {}): WalletSummary => ({
  balance: '500',
  today: {
    earned: '12.5',
    watchSeconds: 9000,
    watchRewards: { earned: '8', cap: '50' },
    gameRewards: { earned: '32', cap: '50' },
    usageBonusAt: '2026-11-29T00:00:00.000Z',
  },
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
  sourceTitle: null,
  ...over,
});

export const page = (items: WalletTransaction[], nextBefore: string | null = null) =>
  ({ items, nextBefore }) satisfies TransactionPage;

export const pool = (over: Partial<PilotPool> = {}): PilotPool => ({
  day: '2026-11-23',
  dailyBudgetQtt: '1000',
  verifiedMinutes: 2500,
  users: 12,
  demandQtt: '1500',
  scale: 0.6667,
  scaled: true,
  you: { minutes: 4.5, projectedShareQtt: '17.00145' },
  ...over,
});
