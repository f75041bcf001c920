/**
 * deploy/haproxy.cfg, the load balancer QTN ships (decision 030), in front of a stand-in app
 * that records what reaches it: the address the app is told, how many requests it holds at
 * once, QTN's 503 for whatever waits too long, and that a request is never sent twice.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { busyMessage } from './admission/busy-error';

const config = 'deploy/haproxy.cfg';
const installed = spawnSync('haproxy', ['-v']).status === 0;
// `npm test` installs HAProxy (scripts/ensure-haproxy.sh) before the integration tests.
if (!installed && process.env.CI)
  throw new Error('haproxy is not installed: run scripts/ensure-haproxy.sh');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(done: () => boolean, what: string) {
  for (let i = 0; i < 200 && !done(); i++) await sleep(50);
  if (!done()) throw new Error(`waited 10 s for ${what}`);
}

/**
 * The stand-in app: /api/health, /echo (the headers it got), /slow?ms=…, /hold (answered
 * when the test calls `release`, so no test hangs on how fast a loaded machine is), POST /drop.
 */
function startApp() {
  const seen: { path: string; forwardedFor: string | string[] | undefined }[] = [];
  let held: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://app');
    seen.push({ path: url.pathname + url.search, forwardedFor: req.headers['x-forwarded-for'] });
    if (url.pathname === '/drop') {
      req.resume();
      req.on('end', () => req.socket.destroy());
      return;
    }
    // Only what maxconn governs: HAProxy's health checks (every 5 s) pass beside it, and one
    // that arrived while two requests were held read as a third in flight.
    const counted = url.pathname !== '/api/health';
    if (counted) inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const answer = () => {
      if (counted) inFlight--;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, path: url.pathname }));
    };
    if (url.pathname === '/hold') held.push(answer);
    else setTimeout(answer, url.pathname === '/slow' ? Number(url.searchParams.get('ms')) : 0);
  });
  return new Promise<{
    address: string;
    seen: typeof seen;
    maxInFlight: () => number;
    release: () => void;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        address: `127.0.0.1:${port}`,
        seen,
        maxInFlight: () => maxInFlight,
        release: () => {
          for (const answer of held) answer();
          held = [];
        },
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    }),
  );
}

let running: ChildProcess[] = [];

async function startHaproxy(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn('haproxy', ['-db', '-f', config], {
    env: { ...process.env, QTN_LISTEN: `127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  running.push(child);
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return `http://127.0.0.1:${port}`;
    await sleep(50);
  }
  throw new Error(`haproxy did not listen: ${errors}`);
}

async function expectBusy(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('2');
  expect(res.headers.get('content-type')).toContain('application/json');
  const text = await res.text();
  // A body that ends only when the connection closes is lost by some clients (autocannon).
  expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  expect(JSON.parse(text)).toEqual({ error: { code: 'UNAVAILABLE', message: busyMessage } });
}

describe.skipIf(!installed)('the load balancer (deploy/haproxy.cfg)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    app = await startApp();
  });
  afterEach(async () => {
    app.release();
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(
      running.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    running = [];
    app.seen.length = 0;
  });
  afterAll(async () => app.close());

  it('is a valid configuration', () => {
    const check = spawnSync('haproxy', ['-c', '-f', config], {
      env: { ...process.env, QTN_APP: app.address },
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).not.toContain('WARNING');
  });

  it('tells the app the address it saw, never one the client wrote', async () => {
    const base = await startHaproxy({ QTN_APP: app.address });
    const res = await fetch(`${base}/echo`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    const echo = app.seen.find((s) => s.path === '/echo');
    expect(echo?.forwardedFor).toBe('127.0.0.1');
  });

  it('holds a process to QTN_MAXCONN requests at once and answers QTN’s 503 to what waits too long', async () => {
    const base = await startHaproxy({
      QTN_APP: app.address,
      QTN_MAXCONN: '2',
      QTN_QUEUE_TIMEOUT: '400ms',
    });
    const sent = Array.from({ length: 6 }, (_, i) => fetch(`${base}/hold?i=${i}`));
    // The two let through are held until every other has had its answer from HAProxy.
    let early = 0;
    for (const res of sent) void res.then(() => early++);
    await until(() => early === 4, 'four answers while two requests were held');
    expect(app.seen.filter((s) => s.path.startsWith('/hold'))).toHaveLength(2);
    app.release();
    const answers = await Promise.all(sent);
    const served = answers.filter((r) => r.status === 200);
    expect(served).toHaveLength(2);
    for (const r of answers.filter((r) => r.status !== 200)) await expectBusy(r);
    expect(app.maxInFlight()).toBeLessThanOrEqual(2);
    expect(app.seen.filter((s) => s.path.startsWith('/hold'))).toHaveLength(2);
  });

  it('never sends on a request whose client left while it waited', async () => {
    const base = await startHaproxy({ QTN_APP: app.address, QTN_MAXCONN: '1' });
    const first = fetch(`${base}/hold?i=first`);
    const paths = () => app.seen.map((s) => s.path).filter((p) => p !== '/api/health');
    await until(() => paths().length > 0, 'the first request to reach the app');
    const leaving = new AbortController();
    const second = fetch(`${base}/slow?ms=0&i=left`, { signal: leaving.signal }).catch(
      (err: Error) => err.name,
    );
    await sleep(200); // time for it to reach HAProxy's queue
    leaving.abort();
    expect(await second).toBe('AbortError');
    app.release();
    expect((await first).status).toBe(200);
    // The queue is first come, first served: a third request is answered only after the
    // one that left would have been sent.
    expect((await fetch(`${base}/slow?ms=0&i=third`)).status).toBe(200);
    expect(paths()).toEqual(['/hold?i=first', '/slow?ms=0&i=third']);
  });

  it('answers QTN’s 503 when no app process can be reached', async () => {
    const base = await startHaproxy({ QTN_APP: `127.0.0.1:${await freePort()}` });
    await expectBusy(await fetch(`${base}/api/wallet`));
  });

  it('never sends a request twice when the app drops it (a POST may move money)', async () => {
    const base = await startHaproxy({ QTN_APP: app.address });
    const res = await fetch(`${base}/drop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":1}',
    });
    await expectBusy(res);
    expect(app.seen.filter((s) => s.path === '/drop')).toHaveLength(1);
  });
});
