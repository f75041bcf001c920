// Why a flood's first seconds time out (docs/decisions/026): one flood of 1,000 connections
// against QTN (GET /api/ping) or a bare node:http server that spends BUSY_MS per request,
// sampling the kernel's accept queue (ss: Recv-Q of the listening socket) every 250 ms, and,
// for the bare server, how many connections Node accepts per event-loop turn.
// Loopback only, bounded: BENCH_SECONDS (default 10, at most 60).
//   node bench/accept-queue.mjs            QTN
//   BARE=1 BUSY_MS=0.8 node bench/accept-queue.mjs
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sleep, startServer, summarise } from './overload-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3195);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const busyMs = Number(process.env.BUSY_MS ?? 0);

/** A bare server that reports, on SIGTERM, the most connections it accepted in one turn. */
const bareCode = `
let conns = 0, most = 0, turns = 0;
const s = require('http').createServer((q, r) => {
  const end = performance.now() + ${busyMs}; while (performance.now() < end);
  r.setHeader('content-type', 'application/json'); r.end('{"pong":true}');
});
s.on('connection', () => conns++);
const turn = () => { most = Math.max(most, conns); if (conns) turns++; conns = 0; setImmediate(turn); };
setImmediate(turn);
s.listen({ port: ${port}, host: '127.0.0.1', backlog: 4096 });
process.on('SIGTERM', () => { console.log(JSON.stringify({ mostAcceptedInOneTurn: most, turnsThatAccepted: turns })); process.exit(0); });`;

async function startBare() {
  const child = spawn('node', ['-e', bareCode], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  await sleep(500);
  const stop = async () => (child.kill('SIGTERM'), await exited, out.trim());
  return { base: `http://127.0.0.1:${port}`, stop };
}

const acceptQueue = () => {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`])
    .toString()
    .trim();
  return Number(line.split(/\s+/)[1] ?? 0);
};

const bare = process.env.BARE === '1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-accept-'));
const server = bare
  ? await startBare()
  : await startServer(root, port, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
const began = performance.now();
const queue = [];
const sampler = setInterval(() => queue.push(acceptQueue()), 250);
const failuresAtMs = [];
try {
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      { url: `${server.base}${bare ? '/' : '/api/ping'}`, connections: 1000, duration: seconds },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    run.on('reqError', () => failuresAtMs.push(Math.round(performance.now() - began)));
  });
  clearInterval(sampler);
  const stopped = await server.stop();
  console.log(
    JSON.stringify(
      {
        server: bare ? `bare node:http, ${busyMs} ms per request` : 'QTN GET /api/ping',
        seconds,
        loadAverage: os.loadavg()[0],
        ...summarise(result),
        acceptQueue: {
          most: Math.max(0, ...queue),
          secondsAbove100: queue.filter((q) => q > 100).length / 4,
        },
        firstFailureAtMs: failuresAtMs[0] ?? null,
        ...(typeof stopped === 'string' && stopped ? JSON.parse(stopped) : {}),
      },
      null,
      2,
    ),
  );
} finally {
  clearInterval(sampler);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
