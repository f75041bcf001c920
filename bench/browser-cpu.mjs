// `npm run bench:browser-cpu`: the CPU one browser test's pages cost in each Chromium build
// Debian ships, measured side by side (decision 055). A "test" is what most browser tests
// do first: a fresh context, an app page, a second page, a moment idle. The CPU is that of
// Chromium's processes and the driver (this process's tree), per test; 3 rounds that take
// the browsers in turn, 6 tests a round, median of the rounds. Runs under tsx. Builds
// nothing: run `npx vite build` first. Writes bench/results/browser-cpu.json, .md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { startServer } from './growth-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = 3;
const testsPerRound = 6;
const browsers = [
  { name: 'chromium (headless)', executable: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', executable: '/usr/bin/chromium-headless-shell' },
].filter((b) => fs.existsSync(b.executable));
// The browser tests' own flags.
const args = playwrightConfig.use?.launchOptions?.args ?? [];

/** User and system CPU seconds of `pid` and every process under it, from /proc. */
function treeCpu(pid) {
  const children = new Map();
  const cpu = new Map();
  for (const p of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      children.set(f[1], [...(children.get(f[1]) ?? []), p]);
      cpu.set(p, (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100);
    } catch {
      /* gone meanwhile */
    }
  }
  let total = 0;
  const stack = [String(pid)];
  while (stack.length > 0) {
    const p = stack.pop();
    total += cpu.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

async function oneTest(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const route of ['/home', '/games']) {
    await page.goto(`${base}${route}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.waitForTimeout(700);
  await context.close();
}

if (!fs.existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
  console.error('dist/web is missing: run `npx vite build` first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-browser-cpu-'));
const server = await startServer({ root, dataDir });
const seen = new Map(browsers.map((b) => [b.name, []]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const b of browsers) {
      const browser = await chromium.launch({ executablePath: b.executable, args });
      await oneTest(browser, server.base); // the server's and the browser's first page
      const cpu = treeCpu(process.pid);
      const began = Date.now();
      for (let i = 0; i < testsPerRound; i++) await oneTest(browser, server.base);
      seen.get(b.name).push({
        cpu: (treeCpu(process.pid) - cpu) / testsPerRound,
        wall: (Date.now() - began) / 1000 / testsPerRound,
      });
      await browser.close();
    }
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = browsers.map((b) => {
  const runs = seen.get(b.name);
  return {
    browser: b.name,
    cpu: median(runs.map((r) => r.cpu)),
    wall: median(runs.map((r) => r.wall)),
    runs: runs.map((r) => r.cpu),
  };
});
const result = { date: new Date().toISOString(), cores: os.availableParallelism(), rows };
fs.writeFileSync(
  path.join(root, 'bench/results/browser-cpu.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
const [first, second] = rows;
const md = [
  `# CPU of one browser test's pages, per Chromium build (${result.date.slice(0, 10)})`,
  '',
  `A fresh context at 1280 px, /home then /games of the production build, 0.7 s idle; CPU of Chromium and its driver per test. ${rounds} rounds taking the browsers in turn, ${testsPerRound} tests a round, median of the rounds, on ${result.cores} cores. Written by \`npm run bench:browser-cpu\` (decision 055).`,
  '',
  '| browser | CPU-s a test (rounds) | wall s a test |',
  '|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.browser} | ${r.cpu.toFixed(2)} (${r.runs.map((x) => x.toFixed(2)).join(', ')}) | ${r.wall.toFixed(2)} |`,
  ),
  '',
  first && second ? `Ratio: ${(second.cpu / first.cpu).toFixed(2)}× the CPU.` : '',
].join('\n');
fs.writeFileSync(path.join(root, 'bench/results/browser-cpu.md'), `${md}\n`);
console.log(md);
