// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { piStandInEnv, spawnPiStandIn } from './pi-stand-in.mjs';

// Development asks the local oEmbed stand-in (dev/) unless OEMBED_URL says otherwise.
const env = {
  ...process.env,
  OEMBED_URL: process.env.OEMBED_URL ?? 'http://127.0.0.1:3099/oembed',
};
// And the local Pi Platform stand-in, unless PI_API_KEY points QTN at the real one.
const piStandIn = !process.env.PI_API_KEY;
if (piStandIn) Object.assign(env, piStandInEnv());
const children = [
  spawn('node', ['--import', 'tsx', 'dev/oembed-stand-in.ts'], { stdio: 'inherit' }),
  ...(piStandIn ? [spawnPiStandIn()] : []),
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
