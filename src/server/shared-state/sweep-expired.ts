import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';

const batch = 500;
const everyMs = 60_000;
/** After a full batch more are waiting: sweep again this soon (up to 500 rows a second). */
const backlogMs = 1_000;

/**
 * Deletes one batch of rows past their expiry in the background, once a minute per table
 * and process, or every second while full batches show a backlog: tables never grow for
 * ever, a flood of new keys is swept as fast as it arrives, and no request waits on it.
 */
export function createSweeper(db: Database, table: SQL, key: SQL, expiry: SQL) {
  let last = 0;
  let waitMs = everyMs;
  let running = false;
  return (nowMs: number) => {
    if (running || nowMs - last < waitMs) return;
    last = nowMs;
    running = true;
    void queryRows(
      db,
      sql`delete from ${table} where ${key} in (select ${key} from ${table} where ${expiry} <= ${nowMs} limit ${batch}) returning 1 as swept`,
    )
      .then((rows) => (waitMs = rows.length >= batch ? backlogMs : everyMs))
      .catch(() => (waitMs = everyMs))
      .finally(() => (running = false));
  };
}
