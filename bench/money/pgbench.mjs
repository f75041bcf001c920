// pgbench's own rate on the same cluster: one INSERT per transaction, the database's
// floor cost of a durable write, against which every money operation is compared.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const pgbenchBin = process.env.PGBENCH ?? '/usr/bin/pgbench';

export async function preparePgbench(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'create table if not exists bench_insert (id bigserial primary key, v int not null, created_at timestamptz not null default now())',
  );
  await client.end();
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-pgbench-')), 'insert.sql');
  fs.writeFileSync(script, 'INSERT INTO bench_insert (v) VALUES (1);\n');
  return script;
}

/** Transactions per second of `clients` pgbench clients for `seconds`. */
export function runPgbench({ port, script, clients, seconds }) {
  const out = execFileSync(
    pgbenchBin,
    [
      '-n',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-f',
      script,
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      'postgres',
    ],
    { encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps);
}
