// `npm run bench:money`: money at the database's speed, on a throwaway PostgreSQL cluster,
// at 8 and 32 clients, runs alternating in rounds and compared by their medians:
// - the ledger's own rate: rewards from the pool into distinct wallets, paid in process by
//   the server's reward payer (money/ledger-rate.ts), against pgbench's one-INSERT
//   transactions on the same cluster, same round. Goal: >= 50%.
// - each money operation through HTTP (vault create, vault claim, watch completion, a game
//   reward; each request a different user) against the same server's signed-in no-op, same
//   round. Goal: >= 50%, and rising from 8 to 32 clients.
// - connections waiting for a row lock while an operation runs. Goal: mean <= 0.5.
// Writes bench/results/money.json and money.md.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUsers } from './money/bench-users.mjs';
import { runJobs } from './money/load.mjs';
import { startLockSampler } from './money/lock-sampler.mjs';
import { runLedgerRate, writeUserIds } from './money/ledger-rate.mjs';
import { fundUsers, moneyOps, noOp } from './money/money-ops.mjs';
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
  // The in-process ledger run's own wallets, none of them the HTTP runs' users.
  const ledgerUsers = writeUserIds(
    await createUsers(cluster.url, { count: 4000, secret, tag: 'l' }),
  );

  const samples = [];
  for (let round = 1; round <= settings.rounds; round++) {
    for (const clients of settings.clientCounts) {
      const seconds = settings.pgbenchSeconds;
      const tps = runPgbench({ port: cluster.port, script, clients, seconds });
      samples.push({ round, clients, name: 'pgbench', tps });
      const ledger = runLedgerRate({
        root,
        url: cluster.url,
        clients,
        seconds,
        usersFile: ledgerUsers,
      });
      samples.push({ round, clients, name: 'ledger', ...ledger });
      console.log(
        `round ${round}, ${clients} clients: pgbench ${tps} tps, ledger ${ledger.tps} tps`,
      );
      for (const op of [noOp, ...moneyOps]) {
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
