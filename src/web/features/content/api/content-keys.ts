/** Every content query starts with this key, so one invalidation refreshes them all. */
export const contentKey = ['content'] as const;

/** The wallet's queries start with ['wallet']; a reward invalidates them by this literal prefix. */
export const walletKeyPrefix = ['wallet'] as const;
