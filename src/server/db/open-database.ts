import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { pgliteOptions } from './pglite-options';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The PostgreSQL pool under `db` (absent for PGlite), for libraries that take a pg client. */
  pool?: pg.Pool;
  /** Applies every pending migration in ./drizzle. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** How long a query waits for a pooled connection before failing (then 503); 3 s. */
      connectionWaitMs?: number;
      /** Told of each connection the database drops (the process carries on; see below). */
      onConnectionError?: (err: Error) => void;
    }
  /** A directory for a persisted embedded database, or 'memory://'. */
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-client'; client: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target);
  const { client, release } =
    target.kind === 'pglite-client'
      ? { client: target.client, release: () => undefined }
      : await createPglite(target.dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Every path that opens a PGlite directory comes through here, so every one takes the lock. */
async function createPglite(dataDir: string): Promise<{ client: PGlite; release: () => void }> {
  if (dataDir.startsWith('memory://')) {
    return { client: await PGlite.create(dataDir, pgliteOptions), release: () => undefined };
  }
  const lock = lockDataDir(dataDir);
  try {
    const dir = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    return { client: await PGlite.create(dir, pgliteOptions), release: lock.release };
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function openPostgres({
  url,
  connectionWaitMs = 3_000,
  onConnectionError = () => undefined,
}: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  // A request waits at most connectionTimeoutMillis for a connection while the database is
  // down (then 503), instead of hanging; the pool reconnects by itself once it is back.
  // TCP keep-alive probes an idle connection after 10 s (the OS default is 2 hours), so
  // one whose host vanished without closing it (a partition, a failover) is found and
  // dropped from the pool rather than handed to the next request.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectionWaitMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A client whose connection dies emits 'error'. The pool listens only while the client is
  // idle; a checked-out one (inside a transaction, between two statements) with no listener
  // would throw "Unhandled 'error' event" and end the process. Every client therefore gets
  // its own listener for its whole life: the statement in flight, or the next one, rejects
  // instead (then 503, and the transaction is gone with its connection), and the pool
  // discards the broken client when it is released (docs/decisions/031).
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => undefined); // an idle client's error, already reported above
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
