import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '@/server/db/open-database';
import { pgliteOptions } from '@/server/db/pglite-options';

/**
 * Migrated databases made once per test run, which every test's database is copied from
 * (docs/decisions/039-ci-layout.md): on PostgreSQL a template database (CREATE DATABASE …
 * TEMPLATE copies it in a fraction of a migration's time), on PGlite a dump of a migrated
 * data directory (loading it skips the embedded initdb, the slow part of a new PGlite).
 */
export interface DatabaseTemplates {
  postgresTemplate?: string;
  pgliteTemplateFile?: string;
}

/** Runs one statement on the server as its administrator. */
export async function onPostgres(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `qtn_template_${randomBytes(6).toString('hex')}`;
  await onPostgres(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await handle.migrate();
  } finally {
    // A template must have no connection open while it is copied.
    await handle.close();
  }
  return name;
}

/** Drops the template and the copies of it the workers kept for reuse (decision 058). */
export async function dropPostgresTemplate(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${name}\\_copy\\_%`],
    );
    for (const { datname } of [...rows, { datname: name }]) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Every test's database loads the whole dump, so it keeps only what a test can reach
 * (decision 056): WAL segments of 1 MB, not initdb's 16 MB (one empty segment was 40% of the
 * 42 MB dump), and no template0 or template1 (a test never creates a database on PGlite).
 * 17.7 MB in all.
 */
export const pgliteTemplateOptions = { ...pgliteOptions, initDbStartParams: ['--wal-segsize=1'] };

export async function makePgliteTemplateFile(): Promise<string> {
  const client = await PGlite.create(pgliteTemplateOptions);
  try {
    await (await openDatabase({ kind: 'pglite-client', client })).migrate();
    for (const name of ['template0', 'template1']) {
      await client.exec(`alter database ${name} with is_template false`);
      await client.exec(`drop database ${name}`);
    }
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-pglite-template-')),
      'data.tar',
    );
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

export const removePgliteTemplateFile = (file: string) =>
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
