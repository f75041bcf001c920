// `npm run bench:first-load`: every script a cold Chromium at 360 px fetches on /home (a
// visitor) and /wallet (a member just signed up) until the page is idle (no request for
// 500 ms, then 1.5 s more for late lazy chunks), lazy chunks included, each counted as its
// body gzipped at level 9 (the server itself answers brotli, a little smaller). Median of 3
// runs per page.
// The visit and the goals are the browser tests' own (e2e/support/first-load.ts), which
// hold every `npm test` to a budget; this reports medians against the goals. Runs under
// tsx. Builds nothing: run `npx vite build` first. Writes bench/results/first-load.json, .md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from '@playwright/test';
import { coldVisit, firstLoad } from '../e2e/support/first-load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = 3;
const goals = Object.fromEntries(Object.entries(firstLoad).map(([route, l]) => [route, l.goal]));

if (!fs.existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
  console.error('dist/web is missing: run `npx vite build` first.');
  process.exit(1);
}

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-first-load-'));
const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    AUTH_SECRET: 'first-load-bench-secret-0123456789abcdef',
  },
});

async function waitForServer() {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null) throw new Error('the server exited before it was healthy');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start within 90 s');
}

/** A new member's session, for the signed-in page. */
async function memberSession() {
  const api = await request.newContext({ baseURL: base });
  const name = `firstload${Date.now().toString(36)}`;
  const signUp = () =>
    api.post('/api/auth/sign-up/email', {
      headers: { origin: base },
      data: {
        email: `${name}@example.com`,
        password: 'first-load-password-1',
        name,
        username: name,
        displayUsername: name,
      },
    });
  // A busy machine may answer 503 (password hashing is admitted a few at a time): retry.
  let res = await signUp();
  for (let i = 0; i < 10 && res.status() === 503; i++) {
    await new Promise((r) => setTimeout(r, 2000));
    res = await signUp();
  }
  if (!res.ok()) throw new Error(`sign-up: ${res.status()} ${await res.text()}`);
  const state = await api.storageState();
  await api.dispose();
  return state;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitForServer();
  const member = await memberSession();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const seen = { '/home': [], '/wallet': [] };
  for (let i = 0; i < runs; i++) {
    seen['/home'].push(await coldVisit(browser, `${base}/home`));
    seen['/wallet'].push(await coldVisit(browser, `${base}/wallet`, { storageState: member }));
  }
  await browser.close();
  const pages = Object.entries(seen).map(([route, list]) => {
    const totals = list.map((s) => s.reduce((sum, x) => sum + x.gzip, 0));
    const gzip = median(totals);
    const typical = list[totals.indexOf(gzip)] ?? [];
    return {
      route,
      gzip,
      raw: typical.reduce((sum, x) => sum + x.raw, 0),
      files: typical.length,
      goal: goals[route],
      met: gzip <= goals[route],
      runs: totals,
      largest: [...typical].sort((a, b) => b.gzip - a.gzip).slice(0, 8),
      scripts: [...typical].sort((a, b) => b.gzip - a.gzip),
    };
  });
  const result = { date: new Date().toISOString(), node: process.version, pages };
  fs.writeFileSync(
    path.join(root, 'bench/results/first-load.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const md = [
    `# First load: every script of a cold visit at 360 px (${result.date.slice(0, 10)})`,
    '',
    'Chromium (Debian), a fresh context per visit (no cache), production build served by our server over loopback. Every script the page fetched until the network was idle for 500 ms, then 1.5 s more: the entry, its static imports and every lazy chunk. Each body gzipped at level 9. Median of 3 visits per page; /wallet signed in as a new member. Written by `npm run bench:first-load`.',
    '',
    '| page | gzipped (runs) | raw | scripts | goal | |',
    '|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| ${p.route} | ${kb(p.gzip)} (${p.runs.map(kb).join(', ')}) | ${kb(p.raw)} | ${p.files} | ≤ ${kb(p.goal)} | ${p.met ? 'met' : '**NOT met**'} |`,
    ),
    '',
    ...pages.flatMap((p) => [
      `Largest on ${p.route}: ${p.largest.map((s) => `${path.basename(s.url)} ${kb(s.gzip)}`).join(', ')}.`,
      '',
    ]),
  ].join('\n');
  fs.writeFileSync(path.join(root, 'bench/results/first-load.md'), md);
  console.log(md);
  process.exitCode = pages.every((p) => p.met) ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
