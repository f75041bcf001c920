import { eq } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ledgerAccount } from '../db/schema';
import { AppError } from '../http/app-error';
import { systemAccounts } from '../ledger/ledger-accounts';

const int8Min = -9_223_372_036_854_775_808n;

/**
 * Issuance runs negative by everything ever issued, in a bigint column. One amount fits
 * (parseQtt caps it), but enough of them would not: refuse the one that would overflow with
 * a 400 instead of letting PostgreSQL fail the transfer with a 500.
 */
export async function assertIssuanceHeadroom(db: Database, amount: Units) {
  const [issuance] = await db
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, systemAccounts.issuance));
  if ((issuance?.balance ?? 0n) - amount < int8Min) {
    throw AppError.badRequest('That amount is more than the ledger can issue.');
  }
}
