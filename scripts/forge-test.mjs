// `npm run test:contracts`: forge's contract tests (offline, foundry.toml), one line per
// suite and the reason of every failure. With `--report <file>` it also writes the counts in
// the shape scripts/test-all.mjs reads from vitest. Extra arguments go to `forge test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--report');
const report = at >= 0 ? args.splice(at, 2)[1] : undefined;

const began = Date.now();
const run = spawnSync(path.join('node_modules', '.bin', 'forge'), ['test', '--json', ...args], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  maxBuffer: 1 << 30,
});

let suites = {};
try {
  suites = JSON.parse(run.stdout);
} catch {
  process.stdout.write(run.stdout ?? '');
}

const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
for (const [suite, { test_results: tests }] of Object.entries(suites)) {
  const failures = [];
  let passed = 0;
  for (const [name, t] of Object.entries(tests)) {
    if (t.status === 'Success') passed += 1;
    else if (t.status === 'Skipped') counts.numPendingTests += 1;
    else failures.push(`    ✘ ${name}: ${t.reason ?? t.status}${counterexample(t)}`);
  }
  counts.numPassedTests += passed;
  counts.numFailedTests += failures.length;
  console.log(
    `${failures.length ? '✘' : '✔'} ${suite}: ${passed} passed, ${failures.length} failed`,
  );
  for (const line of failures) console.log(line);
}
const seconds = ((Date.now() - began) / 1000).toFixed(1);
console.log(
  `contracts: ${counts.numPassedTests} passed, ${counts.numFailedTests} failed (${seconds} s)`,
);

if (report) {
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, JSON.stringify(counts));
}
const ran = counts.numPassedTests + counts.numFailedTests > 0;
process.exit(run.status === 0 && ran && counts.numFailedTests === 0 ? 0 : 1);

/** The failing input, or the last calls of a shrunk invariant sequence. */
function counterexample(t) {
  const c = t.counterexample;
  if (!c) return '';
  if (c.Single) return `\n      ${c.Single.signature ?? ''} ${c.Single.args ?? ''}`;
  const calls = c.Sequence?.[1] ?? [];
  const shown = calls.slice(-10).map((s) => `\n      ${s.func_name}(${s.raw_args ?? ''})`);
  return `\n      sequence of ${calls.length} calls, the last ${shown.length}:${shown.join('')}`;
}
