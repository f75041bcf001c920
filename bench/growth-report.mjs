// Writes bench/growth.mjs's results: bench/results/growth.json and a readable growth.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const readGoal = 2;
const allocationGoal = 3;
const round = (x) => Math.round(x * 100) / 100;

function compare(small, large) {
  return Object.keys(large.endpoints).map((name) => {
    const a = small.endpoints[name];
    const b = large.endpoints[name];
    const ratio = round(b.p99 / a.p99);
    return { endpoint: name, smallP99: a.p99, largeP99: b.p99, ratio, goalMet: ratio <= readGoal };
  });
}

export function writeResults(root, { postgres, requests, rounds, budgetMs, results }) {
  const small = results[0];
  const large = results.at(-1);
  const comparison = results.length > 1 ? compare(small, large) : [];
  const allocation = large.allocation;
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: os.platform(),
    },
    node: process.version,
    postgres,
    settings: {
      requestsPerEndpoint: requests,
      rounds,
      budgetMs,
      sequential: true,
      over: 'HTTP, loopback',
    },
    goals: { p99Ratio: readGoal, allocationToScanRatio: allocationGoal },
    sizes: results,
    comparison,
    allocation: { ...allocation, goalMet: allocation.ratio <= allocationGoal },
  };
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'growth.json'), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'growth.md'), markdown(result));
}

function markdown(r) {
  const sizes = r.sizes;
  const lines = [
    '# Growth: costs as data grows',
    '',
    `${r.date}. ${r.machine.cpus} CPUs (${r.machine.cpu}), ${r.machine.memoryGiB} GiB, Node ${r.node},`,
    `PostgreSQL ${r.postgres} (throwaway cluster, fsync off). Up to ${r.settings.requestsPerEndpoint}`,
    `sequential requests per endpoint and size, in ${r.settings.rounds} rounds alternating the sizes (one`,
    `warm-up request each; a round stops after ${r.settings.budgetMs} ms and at least 3 requests: see the`,
    'counts), through a real server process per size over loopback HTTP, signed in as a heavy',
    'user or an admin. The machine may be shared: compare the ratios, not the milliseconds.',
    'Written by `npm run bench:growth`.',
    '',
    '## Rows',
    '',
    '| | ' + sizes.map((s) => `size ${s.n}`).join(' | ') + ' |',
    '|---|' + sizes.map(() => '---:').join('|') + '|',
    ...['ledgerTransfers', 'heavyTransfers', 'users', 'watchSessions', 'gameSessions'].map(
      (k) => `| ${k} | ${sizes.map((s) => s.rows[k]).join(' | ')} |`,
    ),
    `| seed seconds | ${sizes.map((s) => s.seedSeconds).join(' | ')} |`,
    `| 59 days' usage rollup, seconds (once) | ${sizes.map((s) => s.rollupSeconds).join(' | ')} |`,
    '',
    `## Latency (ms): goal p99 at the large size ≤ ${r.goals.p99Ratio}× the small size`,
    '',
    '| endpoint | ' +
      sizes.map((s) => `p50 / p99 (requests) at ${s.n}`).join(' | ') +
      ' | ratio | goal |',
    '|---|' + sizes.map(() => '---:').join('|') + '|---:|---|',
    ...r.comparison.map(
      (c) =>
        `| ${c.endpoint} | ${sizes.map((s) => `${s.endpoints[c.endpoint].p50} / ${s.endpoints[c.endpoint].p99} (${s.endpoints[c.endpoint].count})`).join(' | ')} | ${c.ratio}× | ${c.goalMet ? 'met' : '**NOT met**'} |`,
    ),
    '',
    `## Daily allocation: goal ≤ ${r.goals.allocationToScanRatio}× one aggregate scan of the same usage`,
    '',
    '| size | day | users | allocation ms | scan ms | ratio |',
    '|---:|---|---:|---:|---:|---:|',
    ...sizes.map(
      (s) =>
        `| ${s.n} | ${s.allocation.day} | ${s.allocation.users} | ${s.allocation.ms} | ${s.allocation.scanMs} | ${s.allocation.ratio}× |`,
    ),
    '',
    `At the largest size: ${r.allocation.ratio}× — goal ${r.allocation.goalMet ? 'met' : '**NOT met**'}.`,
    '',
    "Why the goals not met are not met, and what would meet them: docs/decisions/022-growth.md; the rollup and the text search: 027-rollup-and-text-search.md; one count of today for the pool and the report: 054-one-count-of-today.md; where the allocation's time goes: bench/results/allocation-statements.md.",
    '',
  ];
  return `${lines.join('\n')}\n`;
}
