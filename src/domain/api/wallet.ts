/** JSON shapes of the wallet and vault API. Amounts are decimal strings of QTT, never floats. */
export interface WalletSummary {
  balance: string;
  today: { earned: string; watchSeconds: number };
  stats: {
    totalEarned: string;
    vaultsCreated: number;
    vaultsClaimed: number;
    gamesPlayed: number;
    watchSeconds: number;
    currentStreak: number;
  };
}

export type TransactionFilter = 'all' | 'sent' | 'received' | 'earned';

export interface WalletTransaction {
  id: string;
  type: 'reward' | 'transfer' | 'game' | 'watch' | 'quiz' | 'devmode';
  reason: string;
  /** Always positive; `direction` says which way it went. */
  amount: string;
  direction: 'in' | 'out';
  createdAt: string;
  metadata: Record<string, unknown>;
}

export interface TransactionPage {
  items: WalletTransaction[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
}

export interface VaultView {
  id: string;
  amount: string;
  durationDays: number;
  multiplierBps: number;
  reward: string;
  status: 'active' | 'claimed' | 'withdrawn';
  displayStatus: 'locked' | 'ready' | 'claimed' | 'withdrawn';
  createdAt: string;
  unlockAt: string;
  closedAt: string | null;
  payout: string | null;
  penalty: string | null;
}

export interface VaultList {
  vaults: VaultView[];
  /** The server's clock, so the page computes progress and "ready" the way the server will. */
  now: string;
  stats: {
    totalLocked: string;
    activeCount: number;
    rewardsEarned: string;
    nextUnlockAt: string | null;
    elite: boolean;
  };
}
