import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { pgliteOptions } from '@/server/db/pglite-options';
import { onPostgres, pgliteTemplateOptions } from './database-templates';
import { reusedPglite } from './reused-pglite';
import { reusedPostgres, type ReusedPostgres } from './reused-postgres';

/**
 * A migrated database for one test, as fresh as a new one, until the test closes it. With
 * TEST_DATABASE_URL set (the PostgreSQL leg of `npm test`) it is a database of its own on that
 * server; otherwise an in-memory PGlite. Both are copies of the migrated database the
 * integration run made once (src/test/global-setup-integration.ts; outside that run each
 * worker migrates its own), lent again once a test closes them and the next test's reset to
 * the template (decision 058).
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

/** A fresh copy of the migrated template: the run's dump, or a worker's own migration. */
export async function loadTemplatePglite(): Promise<PGlite> {
  const file = inject('pgliteTemplateFile');
  if (file) {
    templateBlob ??= new DumpBytes(new Uint8Array(fs.readFileSync(file)));
    return PGlite.create({ ...pgliteOptions, loadDataDir: templateBlob });
  }
  template ??= (async () => {
    const client = await PGlite.create(pgliteTemplateOptions);
    await (await openDatabase({ kind: 'pglite-client', client })).migrate();
    return client;
  })();
  return (await (await template).clone()) as PGlite;
}

/** The worker's databases, each reused once its test closes it (decision 058). */
const pglites = reusedPglite(loadTemplatePglite);

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const loan = await pglites.borrow();
  const handle = await openDatabase({ kind: 'pglite-client', client: loan.client });
  return { ...handle, close: () => loan.giveBack() };
}

/** `adminUrl` with its database swapped for `name`. */
function urlOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresDatabases: ReusedPostgres | undefined;

/** The worker's databases on the PostgreSQL leg's server, each reused (decision 058). */
function reusedOn(adminUrl: string): ReusedPostgres {
  postgresDatabases ??= reusedPostgres({
    adminUrl,
    create: async () => {
      const copyOf = inject('postgresTemplate');
      // Named after the run's template, whose teardown drops what is left of them.
      const name = `${copyOf ?? 'qtn_test'}_copy_${randomBytes(6).toString('hex')}`;
      await onPostgres(adminUrl, `create database ${name}${copyOf ? ` template ${copyOf}` : ''}`);
      if (!copyOf) {
        const handle = await openDatabase({ kind: 'postgres', url: urlOf(adminUrl, name) });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
      }
      return name;
    },
    drop: (name) => onPostgres(adminUrl, `drop database if exists ${name} with (force)`),
  });
  return postgresDatabases;
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const loan = await reusedOn(adminUrl).borrow();
  // Tests race 100 transactions over 10 connections on a busy CI machine: correctness is
  // what they check, so they wait for a connection rather than shed (the outage tests
  // open their own handles with the production wait).
  const handle = await openDatabase({
    kind: 'postgres',
    url: urlOf(adminUrl, loan.name),
    connectionWaitMs: 60_000,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await loan.giveBack();
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
  await onPostgres(adminUrl, `create database ${name}`);
  return {
    url: urlOf(adminUrl, name),
    drop: () => onPostgres(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
