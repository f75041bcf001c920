// Shared pieces of bench/overload.mjs: a QTN server in a child process, autocannon runs
// summarised by status code, and timings of how soon health answers again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `src/server/main.ts` with `env`; resolves once /api/health has answered 200. */
export async function startServer(root, port, env) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: base,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    },
  });
  const exited = new Promise((r) => child.once('exit', r));
  // Two minutes: a start on a machine at load 30 took over one (tsx compiles on the way).
  const deadline = performance.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if ((await probe(base)).status === 200) break;
    if (performance.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server on ${base} not healthy within 120 s`);
    }
    await sleep(100);
  }
  return {
    base,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * HAProxy with the production configuration (deploy/haproxy.cfg, decision 030) in front of
 * `appBase`, listening on `port`; resolves once health answers 200 through it.
 */
export async function startHaproxy(root, port, appBase, env = {}) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      QTN_LISTEN: `127.0.0.1:${port}`,
      QTN_APP: new URL(appBase).host,
      ...env,
    },
  });
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = performance.now() + 20_000;
  while ((await probe(base)).status !== 200) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    if (performance.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`haproxy on ${base} not healthy within 20 s`);
    }
    await sleep(100);
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The floor for (b): a bare node:http server answering `{"pong":true}`, in its own process,
 * under the same 1,000 connections; what this machine and autocannon manage without QTN.
 */
export async function bareBaseline(port, opts) {
  const code = `require('http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"pong":true}'); }).listen({ port: ${port}, host: '127.0.0.1', backlog: 4096 })`;
  const child = spawn('node', ['-e', code], { stdio: 'inherit' });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    await sleep(500);
    return summarise(await load({ url: `http://127.0.0.1:${port}/`, ...opts }));
  } finally {
    child.kill();
    await exited;
  }
}

/** One GET /api/health on a connection of its own: its status (0 = no answer) and time. */
export function probe(base, timeoutMs = 2_000) {
  const began = performance.now();
  return new Promise((resolve) => {
    const done = (status, body = null) => resolve({ status, ms: performance.now() - began, body });
    const req = http.get(`${base}/api/health`, { agent: false, timeout: timeoutMs }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        try {
          done(res.statusCode ?? 0, JSON.parse(text));
        } catch {
          done(res.statusCode ?? 0);
        }
      });
      res.on('error', () => done(0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(0));
  });
}

/** Milliseconds from now until `accept(probe)` holds, polling every 50 ms; null past `limitMs`. */
export async function timeUntil(base, accept, limitMs) {
  const began = performance.now();
  while (performance.now() - began < limitMs) {
    const p = await probe(base);
    if (accept(p)) return Math.round(performance.now() - began);
    await sleep(50);
  }
  return null;
}

/** CPU seconds a process has used so far (Linux /proc; NaN elsewhere). */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime at 100 Hz
  } catch {
    return NaN;
  }
}

export const load = (opts) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });

/** What a run shows: answers by status code, and failures that were not answers at all. */
export function summarise(r) {
  const statusCodes = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  const unexpected = Object.keys(statusCodes).filter(
    (c) => !(c.startsWith('2') || c.startsWith('4') || c === '503'),
  );
  return {
    requests: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    statusCodes,
    errors: r.errors,
    timeouts: r.timeouts,
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    ok: unexpected.length === 0 && r.errors === 0 && r.timeouts === 0,
  };
}

/**
 * After a flood: how long until health answers 200 within 100 ms, and the CPU the server
 * burns in the 5 s after the load stopped (work for clients that have left shows here).
 */
export async function recovery(server) {
  const began = performance.now();
  const cpuBefore = cpuSeconds(server.child.pid);
  const healthyMs = await timeUntil(server.base, (p) => p.status === 200 && p.ms < 100, 60_000);
  await sleep(Math.max(0, 5_000 - (performance.now() - began)));
  return {
    healthyWithin100msAfterMs: healthyMs,
    serverCpuSecondsInThe5sAfter:
      Math.round((cpuSeconds(server.child.pid) - cpuBefore) * 100) / 100,
  };
}
