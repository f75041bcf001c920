import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSummary } from './build-summary.mjs';

describe('buildSummary', () => {
  it("says the seconds, the files and bytes written, and what /home's entry and page chunks weigh", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'build-summary-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/entry.js'), 'x'.repeat(2048));
    fs.writeFileSync(path.join(dist, 'assets/home.js'), 'y'.repeat(1024));
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/entry.js', isEntry: true },
        'features/info-pages/home-page.tsx': { file: 'assets/home.js' },
      }),
    );
    const line = buildSummary({ dist, seconds: 12.4 });
    expect(line).toMatch(
      /^Built the web app in 12 s: 3 files, 0\.0 MB in .+; \/home's entry and page chunks are 0\.\d KB of JavaScript gzipped\.$/,
    );
  });
});
