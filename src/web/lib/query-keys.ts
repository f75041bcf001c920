/**
 * Every query key of the web app, in one place (decision 024). A key's first part names the
 * area, so one invalidation by that prefix refreshes the whole area: a watch reward, a
 * vault action or an admin grant each invalidate exactly the areas whose data they change,
 * without a feature importing another feature's keys.
 */
export const queryKeys = {
  wallet: {
    all: ['wallet'] as const,
    summary: () => ['wallet', 'summary'] as const,
    /** The header's balance: under `wallet`, so every credit that refreshes the wallet refreshes it. */
    balance: () => ['wallet', 'balance'] as const,
    transactions: (query: unknown) => ['wallet', 'transactions', query] as const,
    /** Under `wallet`, so a credit or a send refreshes this month's statement too. */
    statement: (query: unknown) => ['wallet', 'statement', query] as const,
    watchRewards: () => ['wallet', 'watch-rewards'] as const,
    /** Today's shared pool: under `wallet`, so every reward that refreshes the balance refreshes it too. */
    pilotPool: () => ['wallet', 'pilot-pool'] as const,
    /** What may still be sent today: under `wallet`, so a send or a reward refreshes it. */
    sendAllowance: () => ['wallet', 'send-allowance'] as const,
    recipient: (username: string) => ['wallet', 'recipient', username] as const,
    /** The items whose watch reward was paid: under `wallet`, so a reward refreshes it. */
    watchEarned: () => ['wallet', 'watch-earned'] as const,
    /** The bridge's status and lists: under `wallet`, as a withdrawal or deposit moves the balance. */
    bridge: () => ['wallet', 'bridge'] as const,
    bridgeStatus: () => ['wallet', 'bridge', 'status'] as const,
    bridgeWithdrawals: () => ['wallet', 'bridge', 'withdrawals'] as const,
    bridgeDeposits: () => ['wallet', 'bridge', 'deposits'] as const,
  },
  vaults: {
    all: ['vaults'] as const,
  },
  chain: {
    all: ['chain'] as const,
    config: () => ['chain', 'config'] as const,
    /** A connected (or mock) account's balance, vaults and the chain's clock. */
    account: (kind: string, account: string) => ['chain', 'account', kind, account] as const,
    /** Under the account's key, so refreshing the account after an action refreshes it too. */
    maxLock: (kind: string, account: string, days: number) =>
      ['chain', 'account', kind, account, 'max-lock', days] as const,
    /** The bridge's allowance from the account: under the account's key, refreshed with it. */
    bridgeAllowance: (kind: string, account: string) =>
      ['chain', 'account', kind, account, 'bridge-allowance'] as const,
  },
  content: {
    all: ['content'] as const,
    list: () => ['content', 'list'] as const,
    item: (id: string) => ['content', 'item', id] as const,
    related: (id: string) => ['content', 'related', id] as const,
  },
  games: {
    all: ['games'] as const,
    list: () => ['games', 'list'] as const,
    item: (id: string) => ['games', 'item', id] as const,
  },
  pi: {
    all: ['pi'] as const,
    config: () => ['pi', 'config'] as const,
    link: () => ['pi', 'link'] as const,
    payments: () => ['pi', 'payments'] as const,
  },
  admin: {
    piStuck: () => ['admin', 'pi-stuck'] as const,
    analytics: (days: number) => ['admin', 'analytics', days] as const,
    accounts: (q: string) => ['admin', 'accounts', q] as const,
    betaSignups: (q: string, page: number) => ['admin', 'beta-signups', q, page] as const,
    ledger: {
      all: ['admin', 'ledger'] as const,
      summary: () => ['admin', 'ledger', 'summary'] as const,
      movements: (filters: unknown) => ['admin', 'ledger', 'movements', filters] as const,
    },
    pilot: {
      all: ['admin', 'pilot'] as const,
      summary: (credential: string) => ['admin', 'pilot', credential, 'summary'] as const,
      report: (credential: string, query: unknown) =>
        ['admin', 'pilot', credential, 'report', query] as const,
    },
    rewardPool: () => ['admin', 'reward-pool'] as const,
    securityCenter: {
      all: ['admin', 'security-center'] as const,
      view: (credential: string, part: 'summary' | 'full' | 'flags' | 'holds') =>
        ['admin', 'security-center', credential, part] as const,
    },
  },
};
