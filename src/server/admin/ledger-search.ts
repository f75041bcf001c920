import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { ledgerTransfer, user } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';
import { newestReasonIds, reasonMatches, reasonWords } from './reason-words';

/** The shortest part of an email or username a trigram index can look up. */
const minPersonChars = 3;

/** `%` and `_` typed are themselves, not wildcards (nor a trigram-less pattern). */
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** More matching people than this: matches are dense, and newest-first finds a page at once. */
const fewUsers = 50;

/**
 * The admin search `q` (part of a person's email or username, or words of the reason) as a
 * condition on the journal, for a page of `n` newest rows under `filters`. A term naming a
 * few people reads each of their wallets backwards along its own index, so a person with a
 * long history costs one page, not the history; the reason's words (each a prefix) are
 * looked up in its text-search index (decisions 022, 027).
 */
export async function searchCondition(
  db: Database,
  q: string,
  filters: Array<SQL | undefined>,
  n: number,
  joined: { debit: SQL | undefined; credit: SQL | undefined },
): Promise<SQL | undefined> {
  // Part of an email or username through the trigram indexes (decision 029), which need
  // three characters: a shorter term matches reason words only, instead of every account.
  const like = `%${escapeLike(q)}%`;
  const people =
    q.trim().length < minPersonChars
      ? []
      : await db
          .select({ id: user.id })
          .from(user)
          .where(or(ilike(user.email, like), ilike(user.username, like)))
          .limit(fewUsers + 1);
  const words = await reasonWords(db, q);
  const inReason = words === null ? undefined : reasonMatches(words);
  if (people.length > fewUsers) return or(joined.debit, joined.credit, inReason);
  const t = ledgerTransfer;
  const newest = (condition: SQL | undefined) =>
    sql`(${db
      .select({ id: t.id })
      .from(t)
      .where(and(condition, ...filters))
      .orderBy(desc(t.id))
      .limit(n)})`;
  const parts = words === null ? [] : [await newestReasonIds(db, words, filters, n)];
  for (const p of people) {
    const wallet = walletAccountId(p.id);
    parts.push(newest(eq(t.debitAccountId, wallet)), newest(eq(t.creditAccountId, wallet)));
  }
  // Neither a person nor a word: nothing can match.
  if (parts.length === 0) return sql`false`;
  return inArray(t.id, sql`(${sql.join(parts, sql` union `)})`);
}
