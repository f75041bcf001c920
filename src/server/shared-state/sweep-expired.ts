import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database';

const batch = 500;
const everyMs = 60_000;

/**
 * Deletes at most one batch of rows past their expiry, at most once a minute per table and
 * process, in the background: tables never grow for ever and no request waits on it.
 */
export function createSweeper(db: Database, table: SQL, key: SQL, expiry: SQL) {
  let last = 0;
  return (nowMs: number) => {
    if (nowMs - last < everyMs) return;
    last = nowMs;
    void db
      .execute(
        sql`delete from ${table} where ${key} in (select ${key} from ${table} where ${expiry} <= ${nowMs} limit ${batch})`,
      )
      .catch(() => undefined);
  };
}
