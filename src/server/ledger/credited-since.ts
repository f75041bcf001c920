import { and, eq, gte, sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { ledgerTransfer } from '../db/schema';
import type { TransferType } from './post-transfer';

/** The sum of one type of credits to an account since a moment, read from the journal. */
export async function creditedSince(
  db: Database,
  o: { account: string; type: TransferType; since: Date },
): Promise<Units> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfer.amount}), 0)::text` })
    .from(ledgerTransfer)
    .where(
      and(
        eq(ledgerTransfer.creditAccountId, o.account),
        eq(ledgerTransfer.type, o.type),
        gte(ledgerTransfer.createdAt, o.since),
      ),
    );
  return BigInt(row?.total ?? '0');
}
