// Fails when the drizzle schema has changed without a generated migration. drizzle-kit
// can crash and still exit 0, so its output is read rather than trusted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const out = '.tmp/drizzle-check';
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync('.tmp', { recursive: true });
fs.cpSync('drizzle', out, { recursive: true });
const args = [
  'drizzle-kit',
  'generate',
  '--dialect',
  'postgresql',
  '--schema',
  './src/server/db/schema/index.ts',
  '--out',
  out,
  '--casing',
  'snake_case',
];
let output;
try {
  output = execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
} catch (err) {
  console.error(err.stdout, err.stderr);
  process.exit(1);
}
fs.rmSync(out, { recursive: true, force: true });
if (/No schema changes/.test(output)) {
  console.log('Migrations are in step with the schema.');
} else if (/migration file/.test(output)) {
  console.error(
    'The schema changed without a migration: run `npm run db:generate` and commit drizzle/.',
  );
  process.exit(1);
} else {
  console.error('drizzle-kit gave no verdict:\n' + output);
  process.exit(1);
}
