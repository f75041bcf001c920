// `npm test`: every check, in order, stopping at the first failure. It ends with one
// line that counts the tests of every suite, e.g. "tests: 120 passed, 0 failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = '.tmp/test-results';
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const vitest = (project, file) => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/${file}.json`,
];

const steps = [
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'migrations', cmd: ['node', 'scripts/check-migrations.mjs'] },
  {
    name: 'contracts (forge)',
    cmd: ['node', 'scripts/forge-test.mjs', '--report', `${results}/contracts.json`],
    report: 'contracts',
  },
  { name: 'unit tests', cmd: vitest('unit', 'unit'), report: 'unit' },
  { name: 'load balancer: HAProxy', cmd: ['bash', 'scripts/ensure-haproxy.sh'] },
  {
    name: 'integration tests (PGlite)',
    cmd: vitest('integration', 'int-pglite'),
    report: 'int-pglite',
  },
  {
    name: 'integration tests (PostgreSQL, Redis)',
    cmd: [
      'bash',
      'scripts/with-postgres.sh',
      'bash',
      'scripts/with-redis.sh',
      ...vitest('integration', 'int-postgres'),
    ],
    report: 'int-postgres',
  },
  { name: 'browser: Chromium', cmd: ['bash', 'scripts/ensure-chromium.sh'] },
  { name: 'browser: build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'bundle budget', cmd: ['node', 'scripts/check-bundle-budget.mjs'] },
  {
    name: 'browser tests (Chromium)',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${results}/e2e.json` },
    report: 'e2e',
  },
];

function count(report) {
  const file = `${results}/${report}.json`;
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
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

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let failedStep;
for (const step of steps) {
  const began = Date.now();
  console.log(`\n━━ ${step.name} ━━`);
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  const c = step.report ? count(step.report) : undefined;
  if (c) for (const k of Object.keys(totals)) totals[k] += c[k];
  summary.push(
    `${run.status === 0 ? '✔' : '✘'} ${step.name} (${seconds} s)${c ? `: ${c.passed} passed, ${c.failed} failed` : ''}`,
  );
  if (run.status !== 0) {
    failedStep = step.name;
    if (c && c.failed === 0) totals.failed += 1; // a suite that crashed before counting
    break;
  }
  if (c && c.passed === 0) {
    failedStep = `${step.name} ran no test`;
    totals.failed += 1;
    break;
  }
}

console.log(`\n${summary.join('\n')}`);
if (failedStep) console.log(`\nStopped at: ${failedStep}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
