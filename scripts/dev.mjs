// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

// Development asks the local oEmbed stand-in (dev/) unless OEMBED_URL says otherwise.
const env = {
  ...process.env,
  OEMBED_URL: process.env.OEMBED_URL ?? 'http://127.0.0.1:3099/oembed',
};
const children = [
  spawn('node', ['--import', 'tsx', 'dev/oembed-stand-in.ts'], { stdio: 'inherit' }),
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
