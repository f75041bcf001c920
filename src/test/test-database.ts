import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { pgliteOptions } from '@/server/db/pglite-options';
import { pgliteTemplateOptions } from './database-templates';

/**
 * A fresh, migrated database for one test. With TEST_DATABASE_URL set (the PostgreSQL
 * leg of `npm test`) each call creates and later drops its own database on that server;
 * otherwise it is an in-memory PGlite. Both are copies of the migrated database the
 * integration run made once (src/test/global-setup-integration.ts); outside that run each
 * file migrates its own.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? createPostgresDatabase(adminUrl) : createPgliteDatabase();
}

let template: Promise<PGlite> | undefined;

/**
 * The template's dump, read from disk once per worker and handed to every new database
 * without a copy: PGlite reads a loaded dump and never writes it, and Node's own Blob copies
 * the bytes once to make it and again each time they are read (decision 056).
 */
class DumpBytes extends Blob {
  constructor(private readonly dump: Uint8Array<ArrayBuffer>) {
    super([]);
  }
  override arrayBuffer() {
    return Promise.resolve(this.dump.buffer);
  }
}
let templateBlob: Blob | undefined;

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const file = inject('pgliteTemplateFile');
  if (file) {
    templateBlob ??= new DumpBytes(new Uint8Array(fs.readFileSync(file)));
    const client = await PGlite.create({ ...pgliteOptions, loadDataDir: templateBlob });
    return openDatabase({ kind: 'pglite-client', client });
  }
  template ??= (async () => {
    const client = await PGlite.create(pgliteTemplateOptions);
    await (await openDatabase({ kind: 'pglite-client', client })).migrate();
    return client;
  })();
  const client = (await (await template).clone()) as PGlite;
  return openDatabase({ kind: 'pglite-client', client });
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `qtn_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const copyOf = inject('postgresTemplate');
  await admin.query(`create database ${name}${copyOf ? ` template ${copyOf}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Tests race 100 transactions over 10 connections on a busy CI machine: correctness is
  // what they check, so they wait for a connection rather than shed (the outage tests
  // open their own handles with the production wait).
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    connectionWaitMs: 60_000,
  });
  // A copy of the template is migrated already.
  if (!copyOf) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A URL of a new, empty database for a whole server process under test: a fresh database
 * on the PostgreSQL leg, or undefined on the PGlite leg (the process then embeds its own).
 */
export async function createEmptyDatabaseUrl(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `qtn_proc_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
