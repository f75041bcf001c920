import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database';

/** Raw SQL rows from either driver (both answer `{ rows }`). Numbers of type bigint/numeric come back as text. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
