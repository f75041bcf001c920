// `npm run bench:outage`: does QTN survive its database going away under money writes
// (decision 031)? On a throwaway, durable PostgreSQL cluster, the real server
// (src/server/main.ts over HTTP) takes vault creations and car-race rewards from many users
// at once; PostgreSQL is stopped for 10 s (pg_ctl stop -m fast), started, and later stopped
// for 10 s again (-m immediate: connections cut, crash recovery). Recorded: the answers by
// status, the seconds from each restart to the first 2xx and to the last 503, whether the
// process survived, and whether every acknowledged write is in the database with a ledger
// that reconciles. Writes bench/results/outage.json and outage.md.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { createUsers } from './money/bench-users.mjs';
import { startServer } from './money/server-process.mjs';
import { writeOutageReport } from './outage/outage-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => tsImport(`../src/${file}`, import.meta.url);
const { findPostgresBin, startThrowawayPostgres } = await load('test/throwaway-postgres.ts');
const { startOutageWorkload } = await load('test/outage-workload.ts');
const { stopDatabaseFor } = await load('test/outage-scenario.ts');
const { checkAcknowledgedWrites, countAnswers, recoveryAfter, writesHold } =
  await load('test/outage-checks.ts');
const { openDatabase } = await load('server/db/open-database.ts');

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  users: env('BENCH_OUTAGE_USERS', 48),
  stoppedSeconds: env('BENCH_OUTAGE_STOPPED_SECONDS', 10),
  runBeforeSeconds: env('BENCH_OUTAGE_WARM_SECONDS', 5),
  runBetweenSeconds: env('BENCH_OUTAGE_BETWEEN_SECONDS', 15),
  modes: ['fast', 'immediate'],
  retryMs: 100,
  grantedQtt: 100_000,
};
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const bin = findPostgresBin();
if (!bin) {
  console.error(
    'PostgreSQL server binaries not found: apt-get install -y postgresql (or set PGBIN)',
  );
  process.exit(1);
}
const loadBefore = os.loadavg()[0];
const cluster = await startThrowawayPostgres(bin, { durable: true, maxConnections: 200 });
let server;
let handle;
try {
  server = await startServer({
    root,
    port: env('BENCH_PORT', 3193),
    databaseUrl: cluster.url,
    secret,
    captureOutput: true,
    env: {
      // Each user speaks from an address of its own: no per-address limit counts them together.
      TRUST_PROXY: 'true',
      // Every background loop runs through the outages.
      PILOT_SCHEDULER: 'on',
      PILOT_SCHEDULER_MS: '1000',
      HEARTBEAT_FLUSH_MS: '1000',
    },
  });
  const base = server.base;
  const made = await createUsers(cluster.url, { count: settings.users, secret, tag: 'o' });
  const users = made.map((u, i) => ({
    ...u,
    base,
    address: `10.${(i >> 8) + 1}.${i & 255}.9`,
    grantedQtt: settings.grantedQtt,
  }));
  for (const u of users) {
    const res = await fetch(`${base}/api/test/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: u.cookie },
      body: JSON.stringify({ amount: settings.grantedQtt }),
    });
    if (!res.ok) throw new Error(`grant: ${res.status} ${await res.text()}`);
  }

  const workload = startOutageWorkload(users, { origin: base, retryMs: settings.retryMs });
  const began = performance.now();
  const outages = [];
  await sleep(settings.runBeforeSeconds * 1000);
  for (const mode of settings.modes) {
    console.log(`stopping PostgreSQL (-m ${mode}) for ${settings.stoppedSeconds} s`);
    outages.push(
      await stopDatabaseFor(cluster, [base], { mode, stoppedMs: settings.stoppedSeconds * 1000 }),
    );
    await sleep(settings.runBetweenSeconds * 1000);
  }
  await workload.stop();
  const ended = performance.now();

  handle = await openDatabase({ kind: 'postgres', url: cluster.url });
  const writes = await checkAcknowledgedWrites(handle.db, workload.acks, users);
  const answers = countAnswers(workload.answers);
  const at = (t) => Math.round((t - began) / 100) / 10;
  const perOutage = outages.map((o, i) => ({
    mode: o.mode,
    stoppedAtSeconds: at(o.stoppedAt),
    restartedAtSeconds: at(o.restartedAt),
    healthDuring: o.healthDuring[0],
    healthyAfterSeconds: o.healthyAfterSeconds[0],
    answersWhileStopped: countAnswers(
      workload.answers.filter((a) => a.sentAt >= o.stoppedAt && a.sentAt < o.restartedAt),
    ).byStatus,
    ...recoveryAfter(workload.answers, o.restartedAt, outages[i + 1]?.stoppedAt),
  }));
  const output = server.output();
  const survived =
    server.exitCode() === null && !/Unhandled 'error' event|"msg":"crashed"/.test(output);
  writeOutageReport({
    root,
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    },
    postgres: { version: cluster.version, durable: cluster.durable },
    settings,
    runSeconds: Math.round((ended - began) / 100) / 10,
    survived,
    unsettled: workload.unsettled,
    answers,
    outages: perOutage,
    writes,
    writesHold: writesHold(writes),
    serverLog: {
      lines: output.split('\n').length,
      connectionsLost: output.split('database connection lost').length - 1,
      answered503: output.split('"msg":"database unavailable"').length - 1,
    },
  });
} finally {
  await handle?.close();
  await server?.stop();
  cluster.remove();
}
