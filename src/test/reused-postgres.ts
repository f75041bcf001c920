import pg from 'pg';
import {
  resetToTemplate,
  snapshotTemplate,
  type RunSql,
  type TemplateSnapshot,
} from './database-reset';

/**
 * The PostgreSQL databases one test worker lends its tests in turn (decision 058): copying
 * the template costs the server about 0.3 s a database, emptying a returned one about a
 * tenth of that. A returned database is reset on a connection of its own once every other
 * session on it has ended, or dropped when its schema changed.
 */

/** The databases kept for reuse at most; a test that holds more creates the rest. */
const keep = 2;

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
  const idle: string[] = [];
  let template: Promise<TemplateSnapshot> | undefined;

  async function onDatabase<T>(name: string, work: (run: RunSql) => Promise<T>): Promise<T> {
    const url = new URL(options.adminUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(
        async <R>(text: string, params?: unknown[]) =>
          (await client.query(text, params)).rows as R[],
      );
    } finally {
      await client.end();
    }
  }

  const reset = (name: string, shape: TemplateSnapshot) =>
    onDatabase(name, async (run) => {
      // A connection a test left open (a pool it never ended) ends here, as a drop would end it.
      await run(
        `select pg_terminate_backend(pid, 5000) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return resetToTemplate(run, shape);
    });

  return {
    async borrow() {
      const name = idle.pop() ?? (await options.create());
      // The first database, before anyone used it, is what every reset returns to.
      template ??= onDatabase(name, snapshotTemplate);
      const shape = await template;
      let givenBack = false;
      return {
        name,
        async giveBack() {
          // A second close (a test that closed its database, then its app) gives back nothing.
          if (givenBack) return;
          givenBack = true;
          const reused = idle.length < keep && (await reset(name, shape).catch(() => false));
          if (reused) idle.push(name);
          else await options.drop(name);
        },
      };
    },
  };
}
