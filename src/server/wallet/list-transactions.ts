import { and, desc, eq, gte, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionPage, TransactionQuery } from '@/domain/api/wallet';
import { unitsToDecimal } from '@/domain/money/qtt';
import { earnedTransactionTypes, type TransactionKind } from '@/domain/wallet/transaction-kind';
import type { Database } from '../db/open-database';
import { content, ledgerTransfer } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';

/** The SQL form of isUsageBonus (src/domain/wallet/transaction-kind.ts). */
export const usageBonusSql = sql`(${ledgerTransfer.type} = 'reward' and ${ledgerTransfer.metadata}->>'day' is not null and ${ledgerTransfer.metadata}->>'scale' is not null)`;

/** The user's side of the ledger, newest first, a page at a time. */
export async function listTransactions(
  db: Database,
  userId: string,
  q: TransactionQuery,
): Promise<TransactionPage> {
  const wallet = walletAccountId(userId);
  const t = ledgerTransfer;
  const earnedIn = or(inArray(t.type, [...earnedTransactionTypes]), usageBonusSql);
  // The SQL form of transactionKind, which labels each item the same way.
  const sides: Record<'all' | TransactionKind, SQL | undefined> = {
    all: undefined,
    sent: eq(t.debitAccountId, wallet),
    received: and(eq(t.creditAccountId, wallet), not(earnedIn ?? sql`false`)),
    earned: and(eq(t.creditAccountId, wallet), earnedIn),
  };
  const conditions: Array<SQL | undefined> = [];
  if (q.from) conditions.push(gte(t.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to)
    conditions.push(
      lt(t.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)),
    );
  if (q.before) conditions.push(lt(t.id, BigInt(q.before)));
  const rows = await db
    .select({ t, title: content.title })
    .from(t)
    .leftJoin(content, and(eq(t.type, 'watch'), sql`${content.id}::text = ${t.sourceId}`))
    .where(
      q.filter === 'all'
        ? inArray(t.id, newestOfBothSides(db, wallet, conditions, q.limit + 1))
        : and(sides[q.filter], ...conditions),
    )
    .orderBy(desc(t.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map(({ t: r, title }) => ({
      id: r.id.toString(),
      type: r.type,
      reason: r.reason,
      amount: unitsToDecimal(r.amount),
      direction: r.creditAccountId === wallet ? 'in' : 'out',
      createdAt: r.createdAt.toISOString(),
      metadata: r.metadata as Record<string, unknown>,
      sourceId: r.sourceId,
      sourceTitle: title,
    })),
    nextBefore: rows.length > q.limit ? (page.at(-1)?.t.id.toString() ?? null) : null,
  };
}

/**
 * The newest `n` ids on each side of the wallet, each read backwards along its own index
 * ((debit|credit)_account_id, id): "debit = w or credit = w" would make PostgreSQL gather
 * and sort the wallet's whole history before taking a page. A transfer never has the same
 * account on both sides, so the two halves never share an id.
 */
function newestOfBothSides(
  db: Database,
  wallet: string,
  conditions: Array<SQL | undefined>,
  n: number,
): SQL {
  const t = ledgerTransfer;
  const side = (account: SQL) =>
    db
      .select({ id: t.id })
      .from(t)
      .where(and(account, ...conditions))
      .orderBy(desc(t.id))
      .limit(n);
  return sql`((${side(eq(t.debitAccountId, wallet))}) union all (${side(eq(t.creditAccountId, wallet))}))`;
}
