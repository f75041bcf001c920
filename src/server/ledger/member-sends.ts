import { and, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { ledgerTransfer, user } from '../db/schema';
import type { Tx } from '../db/transaction';
import { walletAccountId } from './ledger-accounts';

/**
 * Reads of the QTT members send each other (docs/decisions/041), shared by the wallet (which
 * enforces the limits) and the Security Center (which lists the funnels). A send is a ledger
 * transfer of type `transfer` between two wallets with `metadata.kind = 'send'`.
 */
export const memberSendKind = 'send';

const isSend = sql`${ledgerTransfer.metadata}->>'kind' = ${memberSendKind}`;

/** Units the member sent to others since `since`. */
export async function sentSince(db: Database | Tx, userId: string, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfer.amount}), 0)::text` })
    .from(ledgerTransfer)
    .where(
      and(
        eq(ledgerTransfer.debitAccountId, walletAccountId(userId)),
        eq(ledgerTransfer.type, 'transfer'),
        isSend,
        gte(ledgerTransfer.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/**
 * Distinct accounts created at or after `freshSince` that sent to the member since `since`:
 * a farm funnels its accounts' earnings to one collector, and its accounts are new.
 */
export async function freshSendersTo(
  db: Database | Tx,
  userId: string,
  { since, freshSince }: { since: Date; freshSince: Date },
): Promise<number> {
  const [row] = await db
    .select({ senders: countDistinct(user.id) })
    .from(ledgerTransfer)
    .innerJoin(user, sql`${ledgerTransfer.debitAccountId} = 'wallet:' || ${user.id}::text`)
    .where(
      and(
        eq(ledgerTransfer.creditAccountId, walletAccountId(userId)),
        eq(ledgerTransfer.type, 'transfer'),
        isSend,
        gte(ledgerTransfer.createdAt, since),
        gte(user.createdAt, freshSince),
      ),
    );
  return row?.senders ?? 0;
}

export interface FunnelRow {
  userId: string;
  senders: number;
  total: bigint;
  first: Date;
  last: Date;
}

/** Members who received from at least `minSenders` fresh accounts since `since`. */
export async function funnels(
  db: Database,
  { since, freshSince, minSenders }: { since: Date; freshSince: Date; minSenders: number },
): Promise<FunnelRow[]> {
  const sender = sql`${user.id}`;
  const rows = await db
    .select({
      credit: ledgerTransfer.creditAccountId,
      senders: countDistinct(sender),
      total: sql<string>`sum(${ledgerTransfer.amount})::text`,
      first: sql<string>`min(${ledgerTransfer.createdAt})`,
      last: sql<string>`max(${ledgerTransfer.createdAt})`,
    })
    .from(ledgerTransfer)
    .innerJoin(user, sql`${ledgerTransfer.debitAccountId} = 'wallet:' || ${user.id}::text`)
    .where(
      and(
        eq(ledgerTransfer.type, 'transfer'),
        isSend,
        gte(ledgerTransfer.createdAt, since),
        gte(user.createdAt, freshSince),
      ),
    )
    .groupBy(ledgerTransfer.creditAccountId)
    .having(sql`count(distinct ${sender}) >= ${minSenders}`)
    .limit(10_000);
  return rows.map((r) => ({
    userId: r.credit.slice('wallet:'.length),
    senders: Number(r.senders),
    total: BigInt(r.total),
    first: new Date(r.first),
    last: new Date(r.last),
  }));
}
