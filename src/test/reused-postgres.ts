import pg from 'pg';
import { reusedDatabases } from './reused-databases';

/**
 * The PostgreSQL databases one test worker lends its tests in turn, by name (decision 058):
 * copying the template costs the server about 0.3 s a database, emptying a returned one
 * about an eighth of that. A returned database is reset on a connection of its own once every
 * other session on it has ended, or dropped when its schema changed.
 */

export interface ReusedPostgres {
  /** The name of a database as the template has it, and how to give it back. */
  borrow(): Promise<{ name: string; giveBack(): Promise<void> }>;
}

export function reusedPostgres(options: {
  /** The server as its administrator, any database. */
  adminUrl: string;
  /** Creates a new copy of the template and returns its name. */
  create(): Promise<string>;
  drop(name: string): Promise<void>;
}): ReusedPostgres {
  const databases = reusedDatabases<string>({
    load: options.create,
    discard: options.drop,
    async withSql(name, work) {
      const url = new URL(options.adminUrl);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        // A connection a test left open (a pool it never ended) ends here, as a drop would.
        await client.query(
          `select pg_terminate_backend(pid, 5000) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return await work(
          async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
        );
      } finally {
        await client.end();
      }
    },
  });
  return {
    async borrow() {
      const { db, giveBack } = await databases.borrow();
      return { name: db, giveBack };
    },
  };
}
