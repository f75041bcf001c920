// The HTTP side of bench/growth.mjs: a real server process on the seeded database, two
// signed-in people (a heavy user and an admin) and latency percentiles per endpoint.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on now: other benches may run on this machine at the same time. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx src/server/main.ts` on `databaseUrl`; resolves once healthy. */
export async function startServer({ root, databaseUrl, dataDir }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      AUTH_SECRET: 'growth-bench-secret-growth-bench-secret-0123',
      AUTH_RATE_LIMIT: 'false',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      SEED_DEMO_DATA: 'false',
      PILOT_SCHEDULER: 'off',
      // The bench measures queries, not the overload guard a busy shared machine would trip.
      SHED_LOOP_DELAY_MS: '0',
    },
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop };
}

async function post(base, url, body) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs a new account up over HTTP; returns its email and password. */
export async function signUp(base, name) {
  const email = `${name}@growth.local`;
  const password = 'growth-password-1234';
  await post(base, '/api/auth/sign-up/email', { email, password, name, username: name });
  return { email, password };
}

/** Signs in; returns the cookie header. */
export async function signIn(base, { email, password }) {
  const res = await post(base, '/api/auth/sign-in/email', { email, password });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Up to `count` sequential GETs after one warm-up, stopping early (after at least 3) once
 * `budgetMs` has passed: a slow endpoint at 10^6 rows must not take the run past minutes.
 */
export async function sample(base, url, cookie, count, budgetMs) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(base + url, { headers: { cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
    return { ms: performance.now() - started, bytes: body.length };
  };
  await once();
  const times = [];
  let bytes = 0;
  const until = performance.now() + budgetMs;
  for (let i = 0; i < count && (i < 3 || performance.now() < until); i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
  }
  return { times, bytes };
}

/** p50 and p99 of a set of times. */
export function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    count: sorted.length,
  };
}
