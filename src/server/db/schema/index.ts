export * from './app-meta';
export * from './auth';
export * from './ledger-accounts';
export * from './ledger-transfers';
export * from './user-stats';
export * from './vaults';
