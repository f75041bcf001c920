// `npm run bench`: Proof of Watch Time heartbeat throughput and latency under load,
// measured in the same run as a bare endpoint (GET /api/ping) of the same server.
// Loopback only, bounded duration. Writes bench/results/heartbeat.json and .md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { heartbeatResult, writeHeartbeatReport } from './heartbeat/heartbeat-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 60);
const roundCount = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const goal = 0.5;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-bench-'));
// BENCH_SERVER_ARGS passes node flags to the server, e.g. --cpu-prof to see where time goes.
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn('node', [...serverArgs, '--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'false',
    // Every viewer starts from 127.0.0.1: the per-address start limit (decision 013) is off.
    WATCH_ACCOUNTS_PER_IP: '0',
    WATCH_ACCOUNTS_PER_SUBNET: '0',
    SEED_DEMO_DATA: 'true',
    PUBLIC_URL: base,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  },
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function post(url, body, cookie) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** One viewer per connection: a signed-in user with a live watch session. */
async function viewers(contentId) {
  const list = [];
  for (let i = 0; i < connections + 4; i++) {
    const name = `bench${i}${Date.now().toString(36)}`;
    const email = `${name}@bench.local`;
    const password = 'bench-password-1234';
    await post('/api/auth/sign-up/email', {
      email,
      password,
      name,
      username: name,
      displayUsername: name,
    });
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const handle = await (await post('/api/powt-start', { contentId }, cookie)).json();
    list.push({ cookie, handle });
  }
  return list;
}

/** CPU time the server process has used so far, in microseconds (Linux /proc). */
function serverCpuMicros() {
  try {
    const fields =
      fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime + stime at 100 Hz
  } catch {
    return NaN;
  }
}

const run = async (opts) => {
  const cpuBefore = serverCpuMicros();
  const result = await load(opts);
  result.serverCpuMicrosPerRequest = Math.round(
    (serverCpuMicros() - cpuBefore) / result.requests.total,
  );
  return result;
};

const load = (opts) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });

const machine = () => ({
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  node: process.version,
  platform: os.platform(),
  loadAverage: os.loadavg()[0],
});

const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
  requests: r.requests.total,
  serverCpuMicrosPerRequest: r.serverCpuMicrosPerRequest,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

try {
  await waitForServer();
  const listed = await fetch(`${base}/api/content`);
  if (!listed.ok) throw new Error(`/api/content: ${listed.status} ${await listed.text()}`);
  const { items } = await listed.json();
  const content = items.find((i) => i.reward_eligible) ?? items[0];
  const people = await viewers(content.id);

  // BENCH_SECONDS_BARE=1 keeps a profile of the heartbeat path uncluttered.
  const bareDuration = Number(process.env.BENCH_SECONDS_BARE ?? duration);
  const bareGet = await run({
    requests: [{ method: 'GET', path: '/api/ping' }],
    duration: bareDuration,
  });
  // The same request a heartbeat is (POST, JSON body of a heartbeat's size, cookie,
  // origin) to an endpoint that does nothing with it: the difference is the PoWT work.
  const sample = people[0];
  const bareRequest = {
    method: 'POST',
    path: '/api/ping',
    headers: { 'content-type': 'application/json', origin: base, cookie: sample.cookie },
    body: JSON.stringify({ ...sample.handle, seconds: 10, visible: true, focused: true }),
  };

  // autocannon clears a connection's context after every request, so viewers wait in a
  // queue: a request takes a free one, its response puts it back with the newest handle.
  const free = [...people];
  let refused = 0;
  const heartbeatRequest = {
    method: 'POST',
    path: '/api/powt-heartbeat',
    setupRequest: (req, context) => {
      context.viewer = free.shift();
      const { handle, cookie } = context.viewer;
      return {
        ...req,
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ ...handle, seconds: 10, visible: true, focused: true }),
      };
    },
    onResponse: (status, body, context) => {
      if (status === 200) {
        const { sessionId, nonce, ts } = JSON.parse(body);
        context.viewer.handle = { sessionId, nonce, ts };
      } else refused += 1;
      free.push(context.viewer);
    },
  };

  // A run's end cuts requests in flight: their viewers' handles may be spent, so they
  // start a fresh session before the next run.
  const restartCut = async () => {
    for (const viewer of people.filter((p) => !free.includes(p))) {
      const res = await post('/api/powt-start', { contentId: content.id }, viewer.cookie);
      viewer.handle = await res.json();
      free.push(viewer);
    }
  };

  // One run of each varies by about ±10 points on a shared machine: alternate them (bare,
  // heartbeat, bare, heartbeat…) so drifting background load falls on both, and compare
  // the median of the rounds' ratios.
  const rounds = [];
  // Unrecorded: the first heartbeats also compile the path (JIT), which no round should pay.
  await run({ duration: 1, requests: [heartbeatRequest] });
  await restartCut();
  for (let i = 0; i < roundCount; i++) {
    const bare = summary(await run({ duration: bareDuration, requests: [bareRequest] }));
    const heartbeat = summary(await run({ requests: [heartbeatRequest] }));
    await restartCut();
    const ratio = Math.round((heartbeat.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000;
    rounds.push({ bare, heartbeat, ratio });
    console.log(
      `round ${i + 1}: bare ${bare.requestsPerSecond}/s, heartbeat ${heartbeat.requestsPerSecond}/s, ${Math.round(ratio * 100)}%`,
    );
  }
  const result = heartbeatResult({
    rounds,
    bareGet: summary(bareGet),
    refused,
    goal,
    machine: machine(),
    settings: {
      connections,
      durationSeconds: duration,
      rounds: roundCount,
      database: 'PGlite (embedded)',
    },
  });
  writeHeartbeatReport(root, result);
  if (!result.met) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
