// `npm start`: builds the web app only when its inputs changed since the last successful
// build (decision 009), then runs the server. The stamp is a hash of the inputs.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSummary } from './lib/build-summary.mjs';
import { devBridgeSignerKey } from './lib/dev-bridge-key.mjs';
import { piStandInEnv, spawnPiStandIn } from './pi-stand-in.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist/web/.vite/build-stamp');
const inputs = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json', 'scripts'];

function listFiles(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [rel];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function inputsHash() {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const wanted = inputsHash();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (built === wanted && fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.info('Web app unchanged since the last build; not rebuilding.');
} else {
  // Warnings and errors only: Vite's listing of every file it wrote buried the address.
  console.info('Building the web app…');
  const began = Date.now();
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, `${wanted}\n`);
  console.info(
    buildSummary({ dist: path.join(root, 'dist/web'), seconds: (Date.now() - began) / 1000 }),
  );
}
// The demo (not production, no Pi key, reachable only from this machine) also runs the local
// Pi Platform stand-in, so Sign in with Pi and buying QTT with Pi can be tried from a fresh
// clone. Its Pi is not real: it never runs for a server others can reach (decision 016).
const host = process.env.HOST ?? '127.0.0.1';
const piDemo =
  process.env.NODE_ENV !== 'production' &&
  !process.env.PI_API_KEY &&
  process.env.PI_STAND_IN !== 'false' &&
  ['127.0.0.1', 'localhost', '::1'].includes(host);
const env = { ...process.env };
// The same demo reads the local chain's deployment (`npm run chain`, started beside it):
// on-chain vaults on anvil rather than Polygon Amoy, where nothing is deployed by default.
if (process.env.NODE_ENV !== 'production' && ['127.0.0.1', 'localhost', '::1'].includes(host)) {
  env.CHAIN_NETWORK = process.env.CHAIN_NETWORK ?? 'local';
  // And its bridge, signed with the local chain's development key.
  if (env.CHAIN_NETWORK === 'local') env.BRIDGE_SIGNER_KEY ??= devBridgeSignerKey();
}
let standIn = null;
if (piDemo) {
  Object.assign(env, piStandInEnv());
  standIn = spawnPiStandIn(root);
}
const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// A supervisor's stop signal reaches the server, which shuts down cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.kill(signal);
    standIn?.kill(signal);
  });
}
server.on('exit', (code) => {
  standIn?.kill('SIGTERM');
  process.exit(code ?? 0);
});
