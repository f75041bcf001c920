// One line about a finished web build for `npm start`, instead of Vite's listing of every
// file: how long it took, how many files and bytes it wrote, and what /home's first load
// weighs (the figure docs/decisions/009-first-load-budget.md limits).
import fs from 'node:fs';
import path from 'node:path';
import { measureFirstLoad } from './first-load.mjs';

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every file under `dir` (recursively), with its size; dot-folders such as .vite count too. */
export function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => fs.statSync(path.join(e.parentPath, e.name)).size);
}

export function buildSummary({ dist, seconds }) {
  const sizes = filesUnder(dist);
  const total = sizes.reduce((a, b) => a + b, 0);
  let home = '';
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    const module = 'features/info-pages/home-page.tsx';
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (key) {
      const { gzip } = measureFirstLoad(manifest, key, (f) => fs.readFileSync(path.join(dist, f)));
      home = `; /home's entry and page chunks are ${kb(gzip)} of JavaScript gzipped`;
    }
  }
  return `Built the web app in ${seconds.toFixed(0)} s: ${sizes.length} files, ${mb(total)} in ${path.relative(process.cwd(), dist) || dist}${home}.`;
}
