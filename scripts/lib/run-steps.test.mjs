import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSteps } from './run-steps.mjs';

const logDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'run-steps-'));
/** A step that notes when it starts and ends (ms since the epoch) in `file`. */
const noting = (name, file, seconds, extra = {}) => ({
  name,
  cmd: [
    'bash',
    '-c',
    `echo "${name} start $(date +%s%3N)" >> ${file}; sleep ${seconds}; echo "${name} end $(date +%s%3N)" >> ${file}`,
  ],
  ...extra,
});
const timeline = (file) =>
  Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' '))
      .map(([n, what, t]) => [`${n} ${what}`, Number(t)]),
  );
const quiet = () => undefined;

describe('runSteps', () => {
  it('runs steps side by side within the slots, and a step only after those it needs', async () => {
    const dir = logDir();
    const file = path.join(dir, 'times');
    const { failed, results } = await runSteps(
      [
        noting('a', file, 1.5, { cpus: 1 }),
        noting('b', file, 1.5, { cpus: 1 }),
        noting('c', file, 0.1, { cpus: 1, after: ['a'] }),
      ],
      { slots: 2, logDir: dir, print: quiet },
    );
    expect(failed).toBeUndefined();
    expect(results.map((r) => r.status)).toEqual(['passed', 'passed', 'passed']);
    const t = timeline(file);
    expect(t['b start']).toBeLessThan(t['a end']); // side by side
    expect(t['c start']).toBeGreaterThanOrEqual(t['a end']); // after a
    expect(results[0].seconds).toBeGreaterThan(1.4);
  });

  it('holds back later steps while an earlier ready one does not fit', async () => {
    const dir = logDir();
    const file = path.join(dir, 'times');
    await runSteps(
      [
        noting('a', file, 0.4, { cpus: 1 }),
        noting('big', file, 0.1, { cpus: 2 }),
        noting('small', file, 0.1, { cpus: 1 }),
      ],
      { slots: 2, logDir: dir, print: quiet },
    );
    const t = timeline(file);
    expect(t['big start']).toBeGreaterThanOrEqual(t['a end']);
    expect(t['small start']).toBeGreaterThanOrEqual(t['big start']);
  });

  it('stops the others at the first failure and names it; its output is printed', async () => {
    const dir = logDir();
    const printed = [];
    const writes = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (text) => (writes.push(String(text)), true);
    let outcome;
    try {
      outcome = await runSteps(
        [
          { name: 'slow', cmd: ['sleep', '30'], cpus: 1 },
          { name: 'breaks', cmd: ['bash', '-c', 'echo broken here; exit 3'], cpus: 1 },
          { name: 'later', cmd: ['true'], cpus: 1, after: ['breaks'] },
        ],
        { slots: 2, logDir: dir, print: (l) => printed.push(l) },
      );
    } finally {
      process.stdout.write = write;
    }
    expect(outcome.failed).toBe('breaks (exit code 3)');
    expect(outcome.results.map((r) => r.status)).toEqual(['stopped', 'failed', 'not run']);
    // Stopped, not left to sleep its 30 s out.
    expect(outcome.results[0].seconds).toBeLessThan(29);
    expect(writes.join('')).toContain('broken here');
  });

  it('fails a step its check refuses, though it exited 0', async () => {
    const dir = logDir();
    const { failed } = await runSteps([{ name: 'empty', cmd: ['true'], report: 'x' }], {
      slots: 1,
      logDir: dir,
      print: quiet,
      check: () => 'ran no test',
    });
    expect(failed).toBe('empty (ran no test)');
  });
});
