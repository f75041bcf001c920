import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/open-database';
import * as schema from '@/server/db/schema';

/** Every table of the drizzle schema, so a new table is watched without anyone listing it. */
export const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => is(v, PgTable),
);

/**
 * The next transaction id: it moves only when some transaction wrote, so an unchanged
 * value proves nothing was written and the full fingerprint need not be taken.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return (result as unknown as { rows: Array<{ x: string }> }).rows[0]?.x ?? '';
}

/**
 * What a refused request must leave as it was: the row count of every table, the sum of
 * the ledger's balances and its newest transfer id. One round trip, so the fuzzer can take
 * it around every request.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  const counts = schemaTables.map(
    (t) => sql`${getTableName(t)}::text || '=' || (select count(*) from ${t})::text`,
  );
  const { ledgerAccount, ledgerTransfer } = schema;
  const result = await db.execute<{ f: string }>(sql`select concat_ws(' ',
    ${sql.join(counts, sql`, `)},
    'balances=' || (select coalesce(sum(${ledgerAccount.balance}), 0) from ${ledgerAccount})::text,
    'maxTransfer=' || coalesce((select max(${ledgerTransfer.id}) from ${ledgerTransfer})::text, 'none')
  ) as f`);
  const row = (result as unknown as { rows: Array<{ f: string }> }).rows[0];
  if (!row) throw new Error('fingerprint query returned nothing');
  return row.f;
}
