import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commentsOf, findOutsideCitations, outsideCitationsIn } from './citations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('citations in comments', () => {
  it('cite only what the repository holds, in every scanned folder', () => {
    expect(findOutsideCitations(root)).toEqual([]);
  });

  it.each([
    ['/** Multiplier in basis points (specification part 2 §9). */', 'a section sign (§)'],
    ['// Each page names itself in the tab title (issue 10).', 'an issue number'],
    ['/** The daily bonus (decisions D7), in QTT. */', 'a decision shorthand (D1–D10)'],
    ['/// @notice getMultiplier at every tier edge (D4).', 'a decision shorthand (D1–D10)'],
    ['// The rules of timed play (decisions.md).', 'the decisions page'],
    ['/** Beta signup (specification part 2). */', 'a part or section of the specification'],
    [
      "/** The specification's log_watch_event. */",
      'the specification, which the repository does not hold',
    ],
    ["/** The mock's chain (spec part 1, constants). */", 'a part or section of the specification'],
    ['/** A timeline (spec "Timeline events"). */', 'a part or section of the specification'],
  ])('refuses %s', (comment, why) => {
    expect(outsideCitationsIn(comment)).toContain(why);
  });

  it('accepts citations a reader can open', () => {
    for (const comment of [
      '/** The daily bonus (product rules R7), in QTT. */',
      '// Measured in decision 024 (docs/decisions/024-declarative-routes.md).',
      '/** The route table (product rules R11, `src/domain/routes/app-routes.ts`). */',
      '// Checked in e2e/routes.spec.ts.',
    ])
      expect(outsideCitationsIn(comment)).toEqual([]);
  });

  it('reads comments, not strings such as test titles or messages', () => {
    const source = [
      "it('on-chain vault rules (D4)', () => {});",
      'const url = "https://example.test/issue 12";',
      '// issue 12 is a comment',
      'const x = 1; /* D7 */',
    ].join('\n');
    expect(commentsOf(source, '.ts')).toEqual([
      { line: 3, text: '// issue 12 is a comment' },
      { line: 4, text: '/* D7 */' },
    ]);
    expect(commentsOf('#!/bin/bash\necho "${#a}" # issue 9\n', '.sh')).toEqual([
      { line: 2, text: ' # issue 9' },
    ]);
  });

  it('finds a citation in a scanned file of a tree, with its path and line', () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'citations-'));
    fs.mkdirSync(path.join(tree, 'src'));
    fs.mkdirSync(path.join(tree, 'contracts/lib'), { recursive: true });
    fs.writeFileSync(path.join(tree, 'src/a.ts'), 'const a = 1;\n/**\n * Rule §4.\n */\n');
    fs.writeFileSync(path.join(tree, 'contracts/lib/b.sol'), '// D4, not ours to change\n');
    expect(findOutsideCitations(tree)).toEqual(['src/a.ts:3: a section sign (§): * Rule §4.']);
  });
});
