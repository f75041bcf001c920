// `npm run bench`: does QTN shed load instead of falling over (decision 010)?
// (a) 200 concurrent sign-ins from many addresses, (b) 1,000 connections on GET /api/ping,
// then how soon health answers again, each straight at the app and through HAProxy with
// deploy/haproxy.cfg (production's layout, decision 030); (c) with PostgreSQL installed, how soon the server is
// healthy after its database stops and starts. Loopback, bounded (BENCH_SECONDS each).
// Writes bench/results/overload.json and .md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { spawnSync } from 'node:child_process';
import {
  bareBaseline,
  load,
  probe,
  recovery,
  sleep,
  startHaproxy,
  startServer,
  summarise,
  timeUntil,
} from './overload-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const duration = Math.min(Number(process.env.BENCH_SECONDS ?? 15), 60);
// Enough that 200 sign-ins in flight stay under the sign-in throttle's 10 per account.
const accounts = 40;
const password = 'overload-password-1234';

const haproxyInstalled = () =>
  spawnSync('bash', [path.join(root, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' }).status ===
  0;

const randomAddress = () =>
  `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;

async function signUpAccounts(base) {
  const signUp = async (i) => {
    const name = `load${i}${Date.now().toString(36)}`;
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': randomAddress(),
      },
      body: JSON.stringify({
        email: `${name}@bench.local`,
        password,
        name,
        username: name,
        displayUsername: name,
      }),
    });
    if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
    return `${name}@bench.local`;
  };
  const emails = [];
  for (let i = 0; i < accounts; i += 4)
    emails.push(...(await Promise.all([0, 1, 2, 3].map((j) => signUp(i + j)))));
  return emails;
}

/**
 * (a) and (b) against one server on an embedded database: straight at the app, or through
 * HAProxy with deploy/haproxy.cfg (production's layout, decision 030). Through HAProxy every
 * client has HAProxy's address, so better-auth's per-address limit is off for that run:
 * the flood must reach the password hashing, as it does from many addresses.
 */
async function floods({ viaHaproxy }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-overload-'));
  const server = await startServer(root, port, {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    ...(viaHaproxy ? { AUTH_RATE_LIMIT: 'false' } : {}),
  });
  const front = viaHaproxy ? await startHaproxy(root, port + 3, server.base) : null;
  // What the clients talk to; the CPU measured is the app's.
  const target = { base: front?.base ?? server.base, child: server.child };
  try {
    const emails = await signUpAccounts(server.base);
    const signIns = await load({
      url: target.base,
      connections: 200,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/sign-in/email',
          setupRequest: (req) => ({
            ...req,
            headers: {
              'content-type': 'application/json',
              origin: server.base,
              'x-forwarded-for': randomAddress(),
            },
            body: JSON.stringify({ email: emails[(Math.random() * emails.length) | 0], password }),
          }),
        },
      ],
    });
    const afterSignIns = await recovery(target);
    const connections = await load({
      url: `${target.base}/api/ping`,
      connections: 1000,
      duration,
    });
    const afterConnections = await recovery(target);
    const via = viaHaproxy ? ', through HAProxy' : '';
    return {
      signIns: {
        what: `200 connections signing in for ${duration} s (right passwords, ${accounts} accounts, a random X-Forwarded-For each)${via}`,
        ...summarise(signIns),
        ...afterSignIns,
      },
      connections: {
        what: `1,000 connections on GET /api/ping for ${duration} s${via}`,
        ...summarise(connections),
        ...afterConnections,
      },
    };
  } finally {
    await front?.stop();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** (c) A PostgreSQL that stops for 5 s and starts again under the running server. */
async function outage() {
  const pg = await tsImport('../src/test/throwaway-postgres.ts', import.meta.url);
  const bin = pg.findPostgresBin();
  if (!bin) return { skipped: 'PostgreSQL binaries not found (set PGBIN or install postgresql)' };
  const cluster = await pg.startThrowawayPostgres(bin);
  const server = await startServer(root, port + 1, {
    DATABASE_URL: cluster.url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-overload-pg-')),
  });
  try {
    await cluster.stop();
    const stoppedAt = performance.now();
    const degradedAfterMs = await timeUntil(server.base, (p) => p.status === 503, 20_000);
    const during = await probe(server.base);
    await sleep(Math.max(0, 5_000 - (performance.now() - stoppedAt)));
    const restartBegan = performance.now();
    await cluster.start();
    const restartMs = Math.round(performance.now() - restartBegan);
    const healthyAfterMs = await timeUntil(server.base, (p) => p.status === 200, 60_000);
    return {
      what: 'PostgreSQL stopped (pg_ctl -m fast) for 5 s under a running server, then started',
      healthAnswered503AfterMs: degradedAfterMs,
      healthDuringOutage: {
        status: during.status,
        ms: Math.round(during.ms),
        database: during.body?.database?.status,
      },
      postgresStartMs: restartMs,
      healthyAfterRestartMs: healthyAfterMs,
      ok: degradedAfterMs !== null && healthyAfterMs !== null && during.status === 503,
    };
  } finally {
    await server.stop();
    cluster.remove();
  }
}

const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
  loadAverageAtStart: os.loadavg()[0],
  ...(await floods({ viaHaproxy: false })),
  haproxy: haproxyInstalled()
    ? await floods({ viaHaproxy: true })
    : { skipped: 'haproxy not installed (scripts/ensure-haproxy.sh installs it)' },
  bareNodeBaseline: {
    what: `1,000 connections on a bare node:http server answering {"pong":true}, ${duration} s`,
    ...(await bareBaseline(port + 2, { connections: 1000, duration })),
  },
  outage: await outage(),
};
const viaHaproxy = result.haproxy.skipped ? null : result.haproxy;
const goals = {
  'through HAProxy (production layout), sign-ins: only 2xx/4xx/503, no errors or time-outs':
    viaHaproxy && viaHaproxy.signIns.ok,
  'through HAProxy, 1,000 connections: only 2xx/4xx/503, no errors or time-outs':
    viaHaproxy && viaHaproxy.connections.ok,
  'through HAProxy, healthy within 5 s after each flood':
    viaHaproxy &&
    [viaHaproxy.signIns, viaHaproxy.connections].every(
      (r) => (r.healthyWithin100msAfterMs ?? Infinity) <= 5_000,
    ),
  'straight at the app, sign-ins: only 2xx/4xx/503, no errors or time-outs': result.signIns.ok,
  'straight at the app, sign-ins: healthy (200 within 100 ms) within 5 s after':
    (result.signIns.healthyWithin100msAfterMs ?? Infinity) <= 5_000,
  'straight at the app, 1,000 connections: only 2xx/4xx/503, no errors or time-outs':
    result.connections.ok,
  'straight at the app, 1,000 connections: healthy within 5 s after':
    (result.connections.healthyWithin100msAfterMs ?? Infinity) <= 5_000,
  'database restart: healthy within 10 s': result.outage.skipped
    ? null
    : result.outage.ok && result.outage.healthyAfterRestartMs <= 10_000,
};
result.goals = goals;
result.met = Object.values(goals).every((v) => v !== false);

const row = (name, r) =>
  `| ${name} | ${r.requests} | ${Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}: ${n}`)
    .join(
      ', ',
    )} | ${r.errors} | ${r.timeouts} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.healthyWithin100msAfterMs ?? 'never'} | ${r.serverCpuSecondsInThe5sAfter} |`;
const baselineRow = (r) =>
  `| (floor) the same on a bare node:http server | ${r.requests} | ${Object.entries(r.statusCodes)
    .map(([c, n]) => `${c}: ${n}`)
    .join(', ')} | ${r.errors} | ${r.timeouts} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | – | – |`;
const o = result.outage;
const md = [
  `# Overload benchmark (${result.date.slice(0, 10)})`,
  '',
  `${result.machine.cpus} CPUs (${result.machine.cpu}), Node ${result.machine.node}; server and autocannon on one machine over loopback, embedded database (PGlite); ${duration} s per flood.`,
  '',
  '| flood | requests | answers by status | errors | time-outs | p50 ms | p99 ms | healthy after (ms) | server CPU s in the 5 s after |',
  '|---|---|---|---|---|---|---|---|---|',
  row('200 sign-ins at once', result.signIns),
  row('1,000 connections, GET /api/ping', result.connections),
  ...(viaHaproxy
    ? [
        row('200 sign-ins at once, through HAProxy', viaHaproxy.signIns),
        row('1,000 connections, GET /api/ping, through HAProxy', viaHaproxy.connections),
      ]
    : []),
  baselineRow(result.bareNodeBaseline),
  '',
  `Load average when the run began: ${result.loadAverageAtStart.toFixed(1)} on ${result.machine.cpus} CPUs (other work shares the machine). autocannon counts a request unanswered after 10 s as a time-out; the bare node:http row is what this machine and the load generator manage with no application at all.`,
  '',
  "Through HAProxy, HAProxy shares the same two CPUs (fewer requests per second); the rows show whether every client got an answer. HAProxy holds the app to 8 requests at a time and answers 503 to what waited 5 s (deploy/haproxy.cfg, decision 030), so a flood of new connections never waits in the app's accept queue, which Node drains one connection per event-loop turn (decision 026).",
  '',
  o.skipped
    ? `Database restart: skipped (${o.skipped}).`
    : `Database restart (PostgreSQL): health said 503 ${o.healthAnswered503AfterMs} ms after the stop (answering in ${o.healthDuringOutage.ms} ms, database ${o.healthDuringOutage.database}); after \`pg_ctl start\` (${o.postgresStartMs} ms) it was 200 again within ${o.healthyAfterRestartMs} ms.`,
  '',
  ...Object.entries(goals).map(
    ([goal, met]) => `- ${met === null ? 'skipped' : met ? 'met' : '**NOT met**'}: ${goal}`,
  ),
  '',
].join('\n');
const out = path.join(root, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'overload.json'), `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(path.join(out, 'overload.md'), md);
console.log(md);
if (!result.met) process.exitCode = 1;
