// `npm run bench`: every benchmark in turn. A benchmark whose goal is not met exits
// non-zero; the others still run, and the summary names each outcome (results are in
// bench/results/).
import { spawnSync } from 'node:child_process';

const benches = [
  ['heartbeat'],
  ['lighthouse'],
  ['first-load'],
  ['browser-cpu', '--import', 'tsx'],
  ['overload'],
  ['outage'],
  ['money'],
  ['growth', '--import', 'tsx'], // times the allocation with the server's own use case
];
const outcomes = benches.map(([name, ...flags]) => {
  console.log(`\n━━ bench/${name}.mjs ━━`);
  const run = spawnSync(process.execPath, [...flags, `bench/${name}.mjs`], { stdio: 'inherit' });
  return { name, ok: run.status === 0 };
});
console.log('\n' + outcomes.map((o) => `${o.ok ? '✔' : '✘'} ${o.name}`).join('\n'));
console.log('(✘: a goal not met or the run failed; see bench/results/<name>.md)');
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
