// The heartbeat bench's verdict over alternating rounds: median ratio to the bare POST,
// its spread, and server CPU per request; bench/results/heartbeat.json and .md.
import fs from 'node:fs';
import path from 'node:path';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function heartbeatResult({ rounds, bareGet, refused, goal, machine, settings }) {
  const ratios = rounds.map((r) => r.ratio);
  const ratio = median(ratios);
  const of = (side, key) => median(rounds.map((r) => r[side][key]));
  return {
    date: new Date().toISOString(),
    machine,
    settings,
    bareGet: { endpoint: 'GET /api/ping', ...bareGet },
    bare: {
      endpoint: 'POST /api/ping (a heartbeat-sized body, ignored)',
      requestsPerSecond: of('bare', 'requestsPerSecond'),
      serverCpuMicrosPerRequest: of('bare', 'serverCpuMicrosPerRequest'),
    },
    heartbeat: {
      endpoint: 'POST /api/powt-heartbeat (each connection chains its own rolling handle)',
      requestsPerSecond: of('heartbeat', 'requestsPerSecond'),
      serverCpuMicrosPerRequest: of('heartbeat', 'serverCpuMicrosPerRequest'),
      refused,
    },
    ratio,
    spread: { min: Math.min(...ratios), max: Math.max(...ratios) },
    rounds,
    goal: `median heartbeat rate >= ${goal * 100}% of the bare endpoint (POST /api/ping with the same request)`,
    met: ratio >= goal && refused === 0,
  };
}

const pct = (x) => `${Math.round(x * 100)}%`;

export function writeHeartbeatReport(root, r) {
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'heartbeat.json'), `${JSON.stringify(r, null, 2)}\n`);
  const { connections, durationSeconds, rounds, database } = r.settings;
  const md = [
    `# Heartbeat benchmark (${r.date.slice(0, 10)})`,
    '',
    `${r.machine.cpus} CPUs (${r.machine.cpu}), Node ${r.machine.node}, ${connections} connections, ${rounds} alternating rounds of ${durationSeconds} s (bare POST, then heartbeats), server and load generator on one machine over loopback (1-minute load average ${r.machine.loadAverage.toFixed(1)} at the start), ${database}.`,
    '',
    '| round | bare POST req/s | heartbeat req/s | ratio | bare CPU µs/req | heartbeat CPU µs/req | heartbeat p99 ms |',
    '|---|---|---|---|---|---|---|',
    ...r.rounds.map(
      (x, i) =>
        `| ${i + 1} | ${x.bare.requestsPerSecond} | ${x.heartbeat.requestsPerSecond} | ${pct(x.ratio)} | ${x.bare.serverCpuMicrosPerRequest} | ${x.heartbeat.serverCpuMicrosPerRequest} | ${x.heartbeat.latencyMs.p99} |`,
    ),
    `| **median** | ${r.bare.requestsPerSecond} | ${r.heartbeat.requestsPerSecond} | **${pct(r.ratio)}** | ${r.bare.serverCpuMicrosPerRequest} | ${r.heartbeat.serverCpuMicrosPerRequest} | |`,
    '',
    `Bare GET /api/ping (once): ${r.bareGet.requestsPerSecond} req/s, ${r.bareGet.serverCpuMicrosPerRequest} µs of server CPU per request.`,
    '',
    `Heartbeats ran at a median **${pct(r.ratio)}** of the bare endpoint's rate (spread ${pct(r.spread.min)}–${pct(r.spread.max)} over ${rounds} rounds; goal: ≥ 50% on the median): ${r.met ? 'met' : 'NOT met'}. ${r.heartbeat.refused} heartbeats refused.`,
    '',
    "Heartbeats here are back to back, so most answer `too_frequent`; that path verifies and signs a handle exactly as an accepted one does. A heartbeat writes nothing to the database (docs/decisions/006-proof-of-watch-time.md). Server CPU per request is the server process's user + system time over the run (/proc) divided by the requests answered.",
    '',
  ].join('\n');
  fs.writeFileSync(path.join(out, 'heartbeat.md'), md);
  console.log(md);
}
