// `npm run bench:growth`: do costs stay flat as data grows? Seeds one PostgreSQL database
// per size (GROWTH_SIZES, default 1000 and 1000000 ledger transfers, see growth-seed.mjs),
// then times the read paths through a real server process over HTTP, signed in as a heavy
// user and as an admin, and the daily allocation against one aggregate scan of the same
// usage. Goals: p99 at the large size ≤ 2× the small one; allocation ≤ 3× the scan.
// Runs under scripts/with-postgres.sh (a throwaway cluster) unless GROWTH_DATABASE_URL or
// TEST_DATABASE_URL names a server. Writes bench/results/growth.json and growth.md.
// Must run under tsx (`node --import tsx`): the allocation is the server's own use case.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { backfillRollup, endpointsFor, timeAllocation } from './growth-cases.mjs';
import { sample, signIn, signUp, startServer, summarise } from './growth-http.mjs';
import { writeResults } from './growth-report.mjs';
import { seedGrowth } from './growth-seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.GROWTH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  const self = fileURLToPath(import.meta.url);
  const run = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, ...process.execArgv, self],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const sizes = (process.env.GROWTH_SIZES ?? '1000,1000000').split(',').map(Number);
const requests = Number(process.env.GROWTH_REQUESTS ?? 200);
const rounds = 5;
/** Most time per endpoint, size and round. */
const budgetMs = Number(process.env.GROWTH_BUDGET_MS ?? 3000);
const seconds = (ms) => Math.round(ms / 100) / 10;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function prepareSize(n) {
  const name = `growth_${n}`;
  await withClient(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-growth-'));
  const server = await startServer({ root, databaseUrl, dataDir });
  const heavy = await signUp(server.base, 'heavy');
  const admin = await signUp(server.base, 'admin');
  const started = performance.now();
  const seeded = await withClient(databaseUrl, async (c) => {
    await c.query(`update "user" set role = 'admin' where email = $1`, [admin.email]);
    const { rows } = await c.query(`select id from "user" where email = $1`, [heavy.email]);
    const heavyId = rows[0].id;
    return { heavyId, ...(await seedGrowth(c, { n, heavyId, now: new Date() })) };
  });
  const seedSeconds = seconds(performance.now() - started);
  console.log(`size ${n}: seeded in ${seedSeconds} s`);
  const rollupSeconds = await backfillRollup(databaseUrl);
  console.log(`size ${n}: 59 days rolled up in ${rollupSeconds} s`);
  const cookies = {
    heavy: await signIn(server.base, heavy),
    admin: await signIn(server.base, admin),
  };
  return {
    n,
    server,
    databaseUrl,
    dataDir,
    seedSeconds,
    rollupSeconds,
    cookies,
    cases: endpointsFor({ ...seeded, heavy, admin }),
    shape: seeded.shape,
  };
}

/**
 * Every endpoint at every size in alternating rounds, so a burst of load from elsewhere on
 * the machine lands on both sizes rather than on one.
 */
async function measureAll(prepared) {
  const times = prepared.map(() => ({}));
  const bytes = prepared.map(() => ({}));
  for (let round = 0; round < rounds; round++) {
    for (const [k, p] of prepared.entries()) {
      for (const e of p.cases) {
        const r = await sample(
          p.server.base,
          e.url,
          p.cookies[e.as],
          Math.ceil(requests / rounds),
          budgetMs,
        );
        times[k][e.name] = [...(times[k][e.name] ?? []), ...r.times];
        bytes[k][e.name] = r.bytes;
      }
    }
  }
  return prepared.map((p, k) =>
    Object.fromEntries(
      p.cases.map((e) => [
        e.name,
        { url: e.url, bytes: bytes[k][e.name], ...summarise(times[k][e.name]) },
      ]),
    ),
  );
}

async function finishSize(p, endpoints) {
  for (const [name, e] of Object.entries(endpoints))
    console.log(`  ${p.n} ${name}: p50 ${e.p50} ms, p99 ${e.p99} ms`);
  const allocation = await timeAllocation(p.databaseUrl);
  console.log(
    `  ${p.n} allocation: ${allocation.ms} ms for ${allocation.users} users, scan ${allocation.scanMs} ms`,
  );
  const rows = await withClient(p.databaseUrl, async (c) => {
    const count = async (t) => Number((await c.query(`select count(*) from ${t}`)).rows[0].count);
    return {
      ledgerTransfers: await count('ledger_transfer'),
      users: await count('"user"'),
      watchSessions: await count('watch_session'),
      gameSessions: await count('game_session'),
      heavyTransfers: p.shape.heavyTransfers,
    };
  });
  return {
    n: p.n,
    rows,
    seedSeconds: p.seedSeconds,
    rollupSeconds: p.rollupSeconds,
    endpoints,
    allocation,
  };
}

const postgres = await withClient(
  serverUrl,
  async (c) => (await c.query('show server_version')).rows[0].server_version,
);
const prepared = [];
try {
  for (const n of sizes) prepared.push(await prepareSize(n));
  const measured = await measureAll(prepared);
  const results = [];
  for (const [k, p] of prepared.entries()) results.push(await finishSize(p, measured[k]));
  writeResults(root, { postgres, requests, rounds, budgetMs, results });
} finally {
  for (const p of prepared) {
    await p.server.stop();
    fs.rmSync(p.dataDir, { recursive: true, force: true });
  }
}
