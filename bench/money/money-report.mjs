// Medians of the alternating runs and the issue's three goals: the ledger's own rate
// against pgbench, each money operation against the signed-in no-op (and rising from the
// fewest to the most clients), and the connections waiting for a row lock:
// bench/results/money.json and money.md.
import fs from 'node:fs';
import path from 'node:path';

export const goal = 0.5;
export const lockWaitGoal = 0.5;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const tenths = (x) => Math.round(x * 10) / 10;
const ratio = (a, b) => Math.round((a / b) * 1000) / 1000;
const percent = (r) => `**${Math.round(r * 100)}%**`;

function runsOf(samples, clients, name) {
  const runs = samples.filter((s) => s.clients === clients && s.name === name);
  return { runs, tps: median(runs.map((s) => s.tps)), list: runs.map((s) => Math.round(s.tps)) };
}

export function summarise({ settings, ops, samples }) {
  const ledger = settings.clientCounts.map((clients) => {
    const l = runsOf(samples, clients, 'ledger');
    const p = runsOf(samples, clients, 'pgbench');
    const failed = l.runs.reduce((n, s) => n + s.failed, 0);
    return {
      clients,
      tps: l.tps,
      runs: l.list,
      pgbenchTps: Math.round(p.tps),
      pgbenchRuns: p.list,
      ratio: ratio(l.tps, p.tps),
      failed,
      met: l.tps / p.tps >= goal && failed === 0,
    };
  });
  const fewest = Math.min(...settings.clientCounts);
  const operations = settings.clientCounts.flatMap((clients) => {
    const floor = runsOf(samples, clients, 'signed-in no-op');
    return ops.map((op) => {
      const o = runsOf(samples, clients, op.name);
      const atFewest = runsOf(samples, fewest, op.name).tps;
      const rises = clients === fewest || o.tps > atFewest;
      const failed = o.runs.reduce((n, s) => n + s.failed, 0);
      return {
        operation: op.name,
        endpoint: op.endpoint,
        clients,
        tps: o.tps,
        runs: o.list,
        noOpTps: floor.tps,
        noOpRuns: floor.list,
        ratio: ratio(o.tps, floor.tps),
        rises,
        p99Ms: median(o.runs.map((s) => s.latencyMs.p99)),
        serverCpuMicrosPerOp: Math.round(median(o.runs.map((s) => s.serverCpuMicrosPerOp))),
        busyConnections: tenths(median(o.runs.map((s) => s.busyConnections))),
        lockWaiting: tenths(median(o.runs.map((s) => s.lockWaiting))),
        failed,
        met: o.tps / floor.tps >= goal && rises && failed === 0,
      };
    });
  });
  const lockWaits = samples.filter(
    (s) => s.lockWaiting !== undefined && s.name !== 'signed-in no-op',
  );
  const meanLockWaiting =
    Math.round((lockWaits.reduce((n, s) => n + s.lockWaiting, 0) / lockWaits.length) * 100) / 100;
  return {
    ledger,
    operations,
    locks: { mean: meanLockWaiting, met: meanLockWaiting <= lockWaitGoal },
  };
}

export function writeMoneyReport({ root, machine, cluster, settings, ops, samples, notes = [] }) {
  const s = summarise({ settings, ops, samples });
  const goals = {
    ledger: `rewards paid in process >= ${goal * 100}% of pgbench's one-INSERT tps, same clients, same rounds`,
    operations: `each money operation over HTTP >= ${goal * 100}% of the same server's signed-in no-op, same clients, same rounds; and more per second at ${Math.max(...settings.clientCounts)} clients than at ${Math.min(...settings.clientCounts)}`,
    locks: `mean connections waiting for a row lock during the money operations <= ${lockWaitGoal}`,
  };
  const met = {
    ledger: s.ledger.every((r) => r.met),
    operations: s.operations.every((r) => r.met),
    locks: s.locks.met,
  };
  const result = {
    date: new Date().toISOString(),
    machine,
    postgres: { version: cluster.version, settings: cluster.settings },
    settings,
    goals,
    met,
    ...s,
    samples,
  };
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'money.json'), `${JSON.stringify(result, null, 2)}\n`);
  const verdict = (ok) => `**${ok ? 'met' : 'NOT met'}**`;
  const md = [
    `# Money throughput (${result.date.slice(0, 10)})`,
    '',
    `${machine.cpus} CPUs (${machine.cpu}), ${machine.platform}, Node ${machine.node}, ${cluster.version}. ` +
      `Server, PostgreSQL, pgbench and the load generator share the machine (loopback); ` +
      `1-minute load average ${machine.loadAverage.before.toFixed(1)} before, ${machine.loadAverage.after.toFixed(1)} after.`,
    '',
    `Settings: a throwaway cluster with ${Object.entries(cluster.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ', ',
      )}; ${settings.rounds} alternating rounds, each: pgbench for ${settings.pgbenchSeconds} s, ` +
      `the ledger in process for ${settings.pgbenchSeconds} s (its own pg pool of as many connections as clients), ` +
      `then over HTTP to one server process (src/server/main.ts, pg pool of 10) the signed-in no-op and each operation, ` +
      `${settings.opsPerRun} requests or ${settings.maxSecondsPerRun} s each, each request by a different user. Medians, runs in brackets.`,
    '',
    `## The ledger's own rate: ${verdict(met.ledger)}`,
    '',
    `Goal: ${goals.ledger}.`,
    '',
    '| clients | rewards/s median (runs) | pgbench tps median (runs) | ratio | failed | goal |',
    '|---|---|---|---|---|---|',
    ...s.ledger.map(
      (r) =>
        `| ${r.clients} | ${r.tps} (${r.runs.join(', ')}) | ${r.pgbenchTps} (${r.pgbenchRuns.join(', ')}) | ${percent(r.ratio)} | ${r.failed} | ${r.met ? 'met' : 'NOT met'} |`,
    ),
    '',
    `## Each money operation over HTTP: ${verdict(met.operations)}`,
    '',
    `Goal: ${goals.operations}.`,
    '',
    '| operation | clients | ops/s median (runs) | no-op/s median (runs) | ratio | rises | p99 ms | server CPU µs/op | busy / lock-waiting connections | failed | goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...s.operations.map(
      (r) =>
        `| ${r.operation} | ${r.clients} | ${r.tps} (${r.runs.join(', ')}) | ${r.noOpTps} (${r.noOpRuns.join(', ')}) | ${percent(r.ratio)} | ${r.rises ? 'yes' : 'no'} | ${r.p99Ms} | ${r.serverCpuMicrosPerOp} | ${r.busyConnections} / ${r.lockWaiting} | ${r.failed} | ${r.met ? 'met' : 'NOT met'} |`,
    ),
    '',
    `## Row locks: ${verdict(met.locks)}`,
    '',
    `Goal: ${goals.locks}. Measured: ${s.locks.mean} (the mean over every operation's runs; per run in the table above).`,
    '',
    ...notes,
  ].join('\n');
  fs.writeFileSync(path.join(out, 'money.md'), `${md}\n`);
  console.log(md);
}
