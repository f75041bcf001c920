import { and, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { ledgerTransfer } from '../db/schema';

/**
 * The words typed, as a prefix text-search query (`'bon':* & 'daily':*`), or null when they
 * hold no word. PostgreSQL's own parser splits the input exactly as it split the reasons,
 * so `2026-11-23` or `pool-fund` match what the index holds; each lexeme is quoted (quotes
 * and backslashes doubled) before `:*`, so nothing typed is ever read as an operator.
 */
export async function reasonWords(db: Database, q: string): Promise<string | null> {
  const [row] = await queryRows<{ query: string | null }>(
    db,
    sql`select string_agg(
        '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & ') as query
      from unnest(to_tsvector('simple', ${q}))`,
  );
  return row?.query ?? null;
}

/** The reason holds every word (by prefix): repeats the GIN index's expression exactly. */
export const reasonMatches = (query: string): SQL =>
  sql`to_tsvector('simple', ${ledgerTransfer.reason}) @@ ${query}::tsquery`;

/** The newest journal rows read word by word before the index is asked instead. */
const recentRows = 2000;

/**
 * The ids of the newest `n` rows whose reason holds the words, under `filters`, as a
 * subquery. Newest first along the id, a row at a time, finds a common word's page at once
 * but reads the whole journal for a rare one; the GIN index finds a rare word at once but
 * every row of a common one. So: the newest `recentRows` rows first; when they hold fewer
 * than `n` matches the word is rare enough to ask the index (`offset 0` keeps the planner
 * from walking the id backwards instead).
 */
export async function newestReasonIds(
  db: Database,
  words: string,
  filters: Array<SQL | undefined>,
  n: number,
): Promise<SQL> {
  const t = ledgerTransfer;
  const [top] = await queryRows<{ id: string | null }>(
    db,
    sql`select max(${t.id})::text as id from ${t}`,
  );
  const floor = BigInt(top?.id ?? '0') - BigInt(recentRows);
  const recent = await db
    .select({ id: t.id })
    .from(t)
    .where(and(reasonMatches(words), gt(t.id, floor), ...filters))
    .orderBy(desc(t.id))
    .limit(n);
  if (recent.length >= n) return sql`(${inList(recent.map((r) => r.id))})`;
  return sql`(select id from (${db
    .select({ id: t.id })
    .from(t)
    .where(and(reasonMatches(words), ...filters))} offset 0) m order by id desc limit ${n})`;
}

const inList = (ids: bigint[]) => sql`select unnest(${`{${ids.join(',')}}`}::bigint[]) as id`;
