import { eq, inArray, sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ledgerAccount } from '../db/schema';
import type { Tx } from '../db/transaction';
import { subAccountsOf } from './hot-accounts';

/**
 * An account's stored balance (0 before the account exists); a split account's is the sum of
 * its sub-accounts (hot-accounts.ts). Inside a transaction that holds the account's lock
 * (`lockAccounts`, every sub-account for a split one) it stays exact until the commit.
 */
export async function accountBalance(db: Database | Tx, accountId: string): Promise<Units> {
  const ids = subAccountsOf(accountId);
  if (ids.length === 1) {
    const [one] = await db
      .select({ balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(eq(ledgerAccount.id, accountId));
    return one?.balance ?? 0n;
  }
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccount.balance}), 0)::text` })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.id, [...ids]));
  return BigInt(row?.balance ?? '0');
}
