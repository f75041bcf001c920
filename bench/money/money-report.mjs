// Medians of the alternating runs, the ratio of each money operation to pgbench at the
// same client count, and whether the goal was met: bench/results/money.json and money.md.
import fs from 'node:fs';
import path from 'node:path';

export const goal = 0.5;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const tenths = (x) => Math.round(x * 10) / 10;

export function summarise({ settings, ops, samples }) {
  return settings.clientCounts.flatMap((clients) => {
    const of = (name) => samples.filter((s) => s.clients === clients && s.name === name);
    const pgbench = median(of('pgbench').map((s) => s.tps));
    return ops.map((op) => {
      const runs = of(op.name);
      const tps = median(runs.map((s) => s.tps));
      return {
        operation: op.name,
        endpoint: op.endpoint,
        clients,
        tps,
        runs: runs.map((s) => s.tps),
        pgbenchTps: Math.round(pgbench),
        pgbenchRuns: of('pgbench').map((s) => Math.round(s.tps)),
        ratio: Math.round((tps / pgbench) * 1000) / 1000,
        p99Ms: median(runs.map((s) => s.latencyMs.p99)),
        serverCpuMicrosPerOp: Math.round(median(runs.map((s) => s.serverCpuMicrosPerOp))),
        busyConnections: tenths(median(runs.map((s) => s.busyConnections))),
        lockWaiting: tenths(median(runs.map((s) => s.lockWaiting))),
        failed: runs.reduce((n, s) => n + s.failed, 0),
        met: tps / pgbench >= goal && runs.every((s) => s.failed === 0),
      };
    });
  });
}

export function writeMoneyReport({ root, machine, cluster, settings, ops, samples, notes = [] }) {
  const rows = summarise({ settings, ops, samples });
  const met = rows.every((r) => r.met);
  const result = {
    date: new Date().toISOString(),
    machine,
    postgres: { version: cluster.version, settings: cluster.settings },
    settings,
    goal: `each money operation >= ${goal * 100}% of pgbench's one-INSERT transactions per second at the same client count`,
    met,
    results: rows,
    samples,
  };
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'money.json'), `${JSON.stringify(result, null, 2)}\n`);
  const table = rows.map(
    (r) =>
      `| ${r.operation} | ${r.clients} | ${r.tps} (${r.runs.join(', ')}) | ${r.pgbenchTps} (${r.pgbenchRuns.join(', ')}) | **${Math.round(r.ratio * 100)}%** | ${r.p99Ms} | ${r.serverCpuMicrosPerOp} | ${r.busyConnections} / ${r.lockWaiting} | ${r.failed} | ${r.met ? 'met' : 'NOT met'} |`,
  );
  const md = [
    `# Money throughput against pgbench (${result.date.slice(0, 10)})`,
    '',
    `${machine.cpus} CPUs (${machine.cpu}), ${machine.platform}, Node ${machine.node}, ${cluster.version}. ` +
      `Server, PostgreSQL, pgbench and the load generator share the machine (loopback); ` +
      `1-minute load average ${machine.loadAverage.before.toFixed(1)} before, ${machine.loadAverage.after.toFixed(1)} after.`,
    '',
    `Settings: a throwaway cluster with ${Object.entries(cluster.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}; ` +
      `one server process (src/server/main.ts, pg pool of 10) on DATABASE_URL; ${settings.rounds} alternating rounds ` +
      `(pgbench ${settings.pgbenchSeconds} s, then each operation for ${settings.opsPerRun} requests or ${settings.maxSecondsPerRun} s, each request by a different user); medians, runs in brackets.`,
    '',
    '| operation | clients | ops/s median (runs) | pgbench tps median (runs) | ratio | p99 ms | server CPU µs/op | busy / lock-waiting connections | failed | goal |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...table,
    '',
    `Goal: ${result.goal}: **${met ? 'met' : 'NOT met'}**.`,
    '',
    ...notes,
  ].join('\n');
  fs.writeFileSync(path.join(out, 'money.md'), `${md}\n`);
  console.log(md);
}
