// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { devBridgeSignerKey } from './lib/dev-bridge-key.mjs';
import { piStandInEnv, spawnPiStandIn } from './pi-stand-in.mjs';

// Development asks the local oEmbed stand-in (dev/) unless OEMBED_URL says otherwise.
const env = {
  ...process.env,
  OEMBED_URL: process.env.OEMBED_URL ?? 'http://127.0.0.1:3099/oembed',
};
// And the local Pi Platform stand-in, unless PI_API_KEY points QTN at the real one.
const piStandIn = !process.env.PI_API_KEY;
if (piStandIn) Object.assign(env, piStandInEnv());
// And the local chain (`npm run chain`) with the server pointed at it, unless CHAIN=false.
const chain = process.env.CHAIN !== 'false';
if (chain) env.CHAIN_NETWORK = process.env.CHAIN_NETWORK ?? 'local';
// The local chain's bridge signs with its development key (docs/decisions/045).
if (env.CHAIN_NETWORK === 'local') env.BRIDGE_SIGNER_KEY ??= devBridgeSignerKey();
const children = [
  spawn('node', ['--import', 'tsx', 'dev/oembed-stand-in.ts'], { stdio: 'inherit' }),
  ...(piStandIn ? [spawnPiStandIn()] : []),
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
// It exits at once, successfully, when it found a chain already running on its port; a chain
// that cannot start leaves the rest running (the wallet page then offers mock mode).
const chainCli = chain
  ? spawn('node', ['--import', 'tsx', 'dev/chain/chain-cli.ts'], { stdio: 'inherit' })
  : null;
const stop = () => [...children, chainCli].forEach((c) => c?.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
chainCli?.on('exit', (code) => {
  if (code) console.warn('The local chain did not start; on-chain vaults offer mock mode only.');
});
