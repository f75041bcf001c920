/**
 * A PostgreSQL connection that the server ends (an administrator, a restart, a failover)
 * while the pool's client is checked out or idle: the process carries on, the statement
 * then rejects as "database unavailable" (503), the transaction leaves nothing behind,
 * and the pool serves again with a fresh connection (docs/decisions/031).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmptyDatabaseUrl } from '@/test/test-database';
import { isDatabaseUnavailable } from './is-database-unavailable';
import { openDatabase, type DatabaseHandle } from './open-database';
import { queryRows } from './query-rows';

const skipReason = process.env.TEST_DATABASE_URL
  ? undefined
  : 'skipped on PGlite (ends PostgreSQL backends; runs on the PostgreSQL leg)';
if (skipReason) console.info(`pool-client-errors.int.test.ts: ${skipReason}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skipReason)(
  skipReason
    ? `pool clients whose connection ends: ${skipReason}`
    : 'pool clients whose connection ends',
  () => {
    let target: { url: string; drop(): Promise<void> } | undefined;
    let handle: DatabaseHandle;
    let lost: Error[] = [];

    beforeEach(async () => {
      target = await createEmptyDatabaseUrl();
      lost = [];
      handle = await openDatabase({
        kind: 'postgres',
        url: target?.url ?? '',
        onConnectionError: (err) => lost.push(err),
      });
      await handle.db.execute(sql`create table probe (x int)`);
    });
    afterEach(async () => {
      await handle.close();
      await target?.drop();
    });

    /** Ends server processes from a connection of its own, as an administrator would. */
    async function terminate(where: string) {
      const admin = new pg.Client({ connectionString: target?.url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where ${where} and pid <> pg_backend_pid()`,
      );
      await admin.end();
    }

    /** Waits (at most 5 s) until `n` connections were reported lost; asserts nothing. */
    async function untilLost(n: number) {
      for (let i = 0; i < 100 && lost.length < n; i++) await sleep(50);
    }

    const rows = async () =>
      (await queryRows<{ x: number }>(handle.db, sql`select x from probe order by x`)).map(
        (r) => r.x,
      );

    it('a client checked out inside a transaction: the next statement rejects, nothing is written', async () => {
      const db = handle.db;
      const attempt = db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (1)`);
        const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // No statement is in flight on this client now: the server's goodbye arrives as an
        // 'error' event on the client itself, which without a listener ends the process.
        await terminate(`pid = ${me?.pid}`);
        await untilLost(1);
        await tx.execute(sql`insert into probe values (2)`);
      });
      const err = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      // Reported, not thrown (a client may report its end twice: the server's message, then EOF).
      expect(lost.length, 'the lost connection was reported').toBeGreaterThanOrEqual(1);
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      expect(await rows()).toEqual([]);
      await db.execute(sql`insert into probe values (3)`);
      expect(await rows()).toEqual([3]);
    });

    it('idle clients: the pool drops them and reconnects for the next query', async () => {
      const db = handle.db;
      // Three connections open and back in the pool, idle.
      await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)));
      await terminate(`datname = current_database() and backend_type = 'client backend'`);
      // Each reports its end and leaves the pool (a client may report twice: message, then EOF).
      for (let i = 0; i < 100 && handle.pool?.totalCount !== 0; i++) await sleep(50);
      expect(handle.pool?.totalCount).toBe(0);
      expect(lost.length).toBeGreaterThanOrEqual(3);
      await db.execute(sql`insert into probe values (4)`);
      expect(await rows()).toEqual([4]);
    });
  },
);
