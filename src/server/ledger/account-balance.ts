import { eq } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ledgerAccount } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * An account's stored balance (0 before the account exists). Inside a transaction that holds
 * the account's lock (`lockAccounts`) it stays exact until the commit.
 */
export async function accountBalance(db: Database | Tx, accountId: string): Promise<Units> {
  const [row] = await db
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, accountId));
  return row?.balance ?? 0n;
}
