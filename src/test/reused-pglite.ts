import type { PGlite } from '@electric-sql/pglite';
import { reusedDatabases } from './reused-databases';

/**
 * The embedded databases one test worker lends its tests in turn (decision 058). Loading the
 * migrated template costs a PGlite 1-2 CPU-seconds; a returned one is made the template's
 * again in about a tenth of a second, or closed when its schema changed.
 *
 * A borrowed database answers only until its borrower gives it back: after that every call
 * is refused in PGlite's words for a closed database, so a test that closes its database to
 * play an outage still sees one, and what of a test still runs (a job's timer, a stray
 * request) never reaches the next test's data.
 */

/** `db` for one borrower: every call is refused once `end()` has run. */
function lend(db: PGlite): { client: PGlite; end(): void } {
  let ended = false;
  const client = new Proxy(db, {
    get(target, prop) {
      if (prop === 'closed') return ended || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        // PGlite's own words for a closed database, which the server counts as an outage.
        ended
          ? Promise.reject(new Error('PGlite is closed'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  return {
    client,
    end: () => {
      ended = true;
    },
  };
}

export interface ReusedPglite {
  /** A database as the template has it, and how to give it back. */
  borrow(): Promise<{ client: PGlite; giveBack(): Promise<void> }>;
}

/** Databases made by `load` (each a fresh copy of one migrated template), reused. */
export function reusedPglite(load: () => Promise<PGlite>): ReusedPglite {
  const databases = reusedDatabases<PGlite>({
    load,
    withSql: (db, work) =>
      work(async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows),
    discard: (db) => db.close().catch(() => undefined),
  });
  return {
    async borrow() {
      const { db, giveBack } = await databases.borrow();
      const loan = lend(db);
      return {
        client: loan.client,
        giveBack: () => {
          loan.end();
          return giveBack();
        },
      };
    },
  };
}
