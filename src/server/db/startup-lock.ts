import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './open-database';

/**
 * Runs the start-up writes (migrations, the reward pool's funding, the demo seed, admin
 * promotion) in one process at a time: N processes started together on one PostgreSQL
 * would otherwise race drizzle's migration table and the seed's check-then-insert steps.
 * The lock is a transaction-scoped advisory lock held on its own pooled connection, so it
 * is released when `fn` ends and also when a process dies half-way (its connection closes);
 * the next process then finds the work done, or finishes it. The embedded database is one
 * process by design (the data directory lock) and its single connection would deadlock
 * on the held transaction, so there `fn` simply runs.
 */
export async function withStartupLock<T>(
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
  fn: () => Promise<T>,
): Promise<T> {
  if (database.driver !== 'postgres') return fn();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('qtn:startup'))`);
    return fn();
  });
}
