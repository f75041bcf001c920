import type { Database } from '../db/open-database';
import { ledgerAccount } from '../db/schema';

/** The system accounts, created by migration 0003. */
export const systemAccounts = {
  issuance: 'issuance',
  rewardPool: 'pool:reward',
  penaltyPool: 'pool:penalty',
  vaultEscrow: 'escrow:vaults',
} as const;

export const walletAccountId = (userId: string) => `wallet:${userId}`;

/** Opens the user's wallet account if it does not exist yet; returns its id. */
export async function ensureWallet(db: Database, userId: string): Promise<string> {
  const id = walletAccountId(userId);
  await db.insert(ledgerAccount).values({ id, kind: 'wallet', userId }).onConflictDoNothing();
  return id;
}
