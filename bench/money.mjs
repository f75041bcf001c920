// `npm run bench:money`: money at the database's speed. On a throwaway PostgreSQL cluster,
// the real server (src/server/main.ts over HTTP) runs vault create, vault claim, watch
// completion and a game reward at 8 and 32 clients, each request a different user; in the
// same run pgbench commits one INSERT per transaction at the same client counts. Runs
// alternate (pgbench, the four operations; again…) and the medians are compared.
// Writes bench/results/money.json and money.md. Goal: every operation >= 50% of pgbench.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUsers } from './money/bench-users.mjs';
import { runJobs } from './money/load.mjs';
import { startLockSampler } from './money/lock-sampler.mjs';
import { fundUsers, moneyOps } from './money/money-ops.mjs';
import { moneyNotes } from './money/money-notes.mjs';
import { writeMoneyReport } from './money/money-report.mjs';
import { startCluster } from './money/pg-cluster.mjs';
import { preparePgbench, runPgbench } from './money/pgbench.mjs';
import { startServer } from './money/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  clientCounts: (process.env.BENCH_MONEY_CLIENTS ?? '8,32').split(',').map(Number),
  rounds: env('BENCH_MONEY_ROUNDS', 3),
  opsPerRun: env('BENCH_MONEY_OPS', 400),
  maxSecondsPerRun: env('BENCH_MONEY_MAX_SECONDS', 12),
  pgbenchSeconds: env('BENCH_MONEY_PGBENCH_SECONDS', 5),
};
const secret = 'bench-secret-bench-secret-bench-secret-0123';

const loadBefore = os.loadavg()[0];
const cluster = await startCluster();
let server;
try {
  const script = await preparePgbench(cluster.url);
  server = await startServer({
    root,
    port: env('BENCH_PORT', 3191),
    databaseUrl: cluster.url,
    secret,
  });
  const users = await createUsers(cluster.url, { count: settings.opsPerRun, secret, tag: 'm' });
  const ctx = { base: server.base, pid: server.pid, url: cluster.url, users, shiftMs: 0 };
  await fundUsers(ctx);

  const samples = [];
  for (let round = 1; round <= settings.rounds; round++) {
    for (const clients of settings.clientCounts) {
      const seconds = settings.pgbenchSeconds;
      const tps = runPgbench({ port: cluster.port, script, clients, seconds });
      samples.push({ round, clients, name: 'pgbench', tps });
      console.log(`round ${round}, ${clients} clients: pgbench ${tps} tps`);
      for (const op of moneyOps) {
        const jobs = await op.prepare(ctx);
        const locks = await startLockSampler(cluster.url);
        const r = await runJobs({
          base: ctx.base,
          clients,
          jobs,
          check: op.check,
          serverPid: ctx.pid,
          maxSeconds: settings.maxSecondsPerRun,
        });
        samples.push({ round, clients, name: op.name, ...r, ...(await locks.stop()) });
        console.log(
          `round ${round}, ${clients} clients: ${op.name} ${r.tps} tps (${r.failed} failed)`,
        );
        if (r.failed > 0) console.log(JSON.stringify(r.failures));
      }
    }
  }
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Others' work on the machine skews every figure: the 1-minute load before and after.
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
  };
  writeMoneyReport({ root, machine, cluster, settings, ops: moneyOps, samples, notes: moneyNotes });
  if (!samples.every((s) => !s.failed)) process.exitCode = 1;
} finally {
  await server?.stop();
  cluster.stop();
}
