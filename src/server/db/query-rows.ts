import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database';
import type { Tx } from './transaction';

/** Raw SQL rows from either driver (both answer `{ rows }`). Numbers of type bigint/numeric come back as text. */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
