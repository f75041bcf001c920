import { eq } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ledgerAccount } from '../db/schema';
import type { Tx } from '../db/transaction';
import { systemAccounts } from '../ledger/ledger-accounts';

/** The reward pool's stored balance (0 before the pool exists). */
export async function rewardPoolBalance(db: Database | Tx): Promise<Units> {
  const [row] = await db
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, systemAccounts.rewardPool));
  return row?.balance ?? 0n;
}

/** What a day may share: the configured budget, never more than the pool holds. */
export const effectiveBudget = (budget: Units, pool: Units): Units =>
  pool < budget ? (pool < 0n ? 0n : pool) : budget;
