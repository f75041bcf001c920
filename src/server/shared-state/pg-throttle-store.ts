import { sql } from 'drizzle-orm';
import type { ThrottleState } from '../auth/throttle/progressive-delay';
import type { ThrottleStore } from '../auth/throttle/throttle-store';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { withTransaction } from '../db/transaction';
import { fitKey } from './fit-key';
import { createSweeper } from './sweep-expired';

interface Row {
  failures: number;
  last_failure_at: string;
  expires_at: string;
}

/**
 * Throttle counters in PostgreSQL (shared_throttle). Each update locks its key's row
 * (inserted empty first, so even a new key is serialised) and rewrites it in the same
 * transaction: parallel attempts on any process are counted one after another.
 */
export function createPgThrottleStore(db: Database, namespace: string): ThrottleStore {
  const sweep = createSweeper(db, sql`shared_throttle`, sql`key`, sql`expires_at`);
  return {
    update(rawKey, ttlMs, change) {
      const key = fitKey(`${namespace}:${rawKey}`);
      const now = Date.now();
      sweep(now);
      return withTransaction(db, async (tx) => {
        await tx.execute(
          sql`insert into shared_throttle (key, failures, last_failure_at, expires_at)
              values (${key}, 0, 0, 0) on conflict (key) do nothing`,
        );
        const [row] = await queryRows<Row>(
          tx,
          sql`select failures, last_failure_at, expires_at from shared_throttle
              where key = ${key} for update`,
        );
        const current: ThrottleState | undefined =
          row && Number(row.expires_at) > now && row.failures > 0
            ? { failures: row.failures, lastFailureAt: Number(row.last_failure_at) }
            : undefined;
        const next = change(current);
        await (next
          ? tx.execute(
              sql`update shared_throttle set failures = ${next.failures},
                  last_failure_at = ${next.lastFailureAt}, expires_at = ${now + ttlMs}
                  where key = ${key}`,
            )
          : tx.execute(sql`delete from shared_throttle where key = ${key}`));
        return next;
      });
    },
  };
}
