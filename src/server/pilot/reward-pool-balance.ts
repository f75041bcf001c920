import { eq, sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { pilotAllocationShare } from '../db/schema';
import type { Tx } from '../db/transaction';
import { accountBalance } from '../ledger/account-balance';
import { systemAccounts } from '../ledger/ledger-accounts';

/** The reward pool's stored balance: the sum of its sub-accounts (0 before the pool exists). */
export const rewardPoolBalance = (db: Database | Tx): Promise<Units> =>
  accountBalance(db, systemAccounts.rewardPool);

/**
 * What allocated days still owe: their pending shares. A day's budget leaves this in the
 * pool, so catching up several days on a short pool never promises the same units twice.
 */
export async function pendingShares(db: Database | Tx): Promise<Units> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${pilotAllocationShare.amount}), 0)` })
    .from(pilotAllocationShare)
    .where(eq(pilotAllocationShare.status, 'pending'));
  return BigInt(row?.owed ?? '0');
}

/** What a day may share: the configured budget, never more than the pool holds. */
export const effectiveBudget = (budget: Units, pool: Units): Units =>
  pool < budget ? (pool < 0n ? 0n : pool) : budget;
