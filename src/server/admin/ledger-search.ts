import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { ledgerTransfer, user } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';

/** More matching people than this: matches are dense, and newest-first finds a page at once. */
const fewUsers = 50;

/**
 * The admin search `q` (a person's email or username, or the reason) as a condition on the
 * journal, for a page of `n` newest rows under `filters`. A term naming a few people reads
 * each of their wallets backwards along its own index, so a person with a long history
 * costs one page, not the history; the reason still has no index (a rare word reads the
 * journal newest first until it has a page or reaches the start: see decision 022).
 */
export async function searchCondition(
  db: Database,
  q: string,
  filters: Array<SQL | undefined>,
  n: number,
  joined: { debit: SQL | undefined; credit: SQL | undefined },
): Promise<SQL | undefined> {
  const like = `%${q}%`;
  const people = await db
    .select({ id: user.id })
    .from(user)
    .where(or(ilike(user.email, like), ilike(user.username, like)))
    .limit(fewUsers + 1);
  if (people.length > fewUsers)
    return or(joined.debit, joined.credit, ilike(ledgerTransfer.reason, like));
  const t = ledgerTransfer;
  const newest = (condition: SQL | undefined) =>
    sql`(${db
      .select({ id: t.id })
      .from(t)
      .where(and(condition, ...filters))
      .orderBy(desc(t.id))
      .limit(n)})`;
  const parts = [newest(ilike(t.reason, like))];
  for (const p of people) {
    const wallet = walletAccountId(p.id);
    parts.push(newest(eq(t.debitAccountId, wallet)), newest(eq(t.creditAccountId, wallet)));
  }
  return inArray(t.id, sql`(${sql.join(parts, sql` union `)})`);
}
