import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './open-database';
import type * as schema from './schema';

/**
 * An open database transaction (or a savepoint inside one). Unlike `Database` it has
 * `rollback`, so a function that takes a `Tx` cannot be handed the bare pool by mistake:
 * whatever it writes commits together with its caller's other writes or not at all.
 */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/** Runs `fn` in one transaction: it commits when `fn` resolves and rolls back when it throws. */
export function withTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** A savepoint inside `tx`: a failure in `fn` undoes only `fn`'s writes, then rethrows. */
export function withSavepoint<T>(tx: Tx, fn: (sp: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(fn);
}
