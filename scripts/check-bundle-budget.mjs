// Fails when the first load of a budgeted route carries more JavaScript than its limit
// (gzipped). Runs after `vite build`; see decision 009.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './lib/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/web');
const manifestPath = path.join(dist, '.vite/manifest.json');

// The first-load goal: 100 KB for /home and 150 KB for /wallet (decision 024 has the steps).
export const budgets = [
  { route: '/home', module: 'features/info-pages/home-page.tsx', maxGzipBytes: 100 * 1024 },
  {
    route: '/wallet',
    // A page that fetches loads the app's query client with it (src/web/app/lazy-page.tsx).
    module: ['features/wallet/wallet-page.tsx', 'lib/app-query-client.tsx'],
    maxGzipBytes: 150 * 1024,
  },
];

if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}; run \`npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const results = checkBudgets(manifest, budgets, (file) => fs.readFileSync(path.join(dist, file)));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const r of results) {
  console.log(
    `${r.ok ? '✔' : '✘'} ${r.route}: ${kb(r.gzip)} gzipped (limit ${kb(r.maxGzipBytes)}), ` +
      `${kb(r.raw)} raw, ${r.files.length} files`,
  );
  if (process.argv.includes('--verbose')) r.files.forEach((f) => console.log(`    ${f}`));
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
