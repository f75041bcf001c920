import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { routeGroups } from '../route-registry';
import { buildOpenApiDocument } from './openapi-document';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

/**
 * Warnings accepted, each for a reason: the visitor GETs that read no input cannot answer
 * a 4xx (operation-4xx-response), and the package states no licence (info-license).
 */
const acceptedWarnings = new Set(['operation-4xx-response', 'info-license']);

async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  try {
    // Offline and quiet: no telemetry, no update check.
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    const args = [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'];
    const { stdout } = await run(process.execPath, args, { env, cwd: dir }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const describeProblem = (p: LintProblem) =>
  `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

describe('the OpenAPI document, linted by @redocly/cli with the recommended rules', () => {
  it('has no errors, and only the accepted warnings', { timeout: 60_000 }, async () => {
    const problems = await lint(buildOpenApiDocument(routeGroups));
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    const unexpected = problems.filter(
      (p) => p.severity !== 'error' && !acceptedWarnings.has(p.ruleId),
    );
    expect(unexpected.map(describeProblem)).toEqual([]);
  });
});
