// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

// Development asks the local oEmbed stand-in (dev/) unless OEMBED_URL says otherwise.
const env = {
  ...process.env,
  OEMBED_URL: process.env.OEMBED_URL ?? 'http://127.0.0.1:3099/oembed',
};
// And the local Pi Platform stand-in, unless PI_API_KEY points QTN at the real one.
const piStandIn = !process.env.PI_API_KEY;
if (piStandIn) {
  const piUrl = `http://127.0.0.1:${process.env.PI_STAND_IN_PORT ?? 3098}`;
  Object.assign(env, {
    PI_API_URL: piUrl,
    PI_API_KEY: 'stand-in-key',
    PI_SDK_URL: `${piUrl}/pi-sdk.js`,
  });
}
const children = [
  spawn('node', ['--import', 'tsx', 'dev/oembed-stand-in.ts'], { stdio: 'inherit' }),
  ...(piStandIn
    ? [
        spawn('node', ['--import', 'tsx', 'dev/pi-platform-stand-in.ts'], {
          stdio: 'inherit',
          env: { ...process.env, PI_API_KEY: 'stand-in-key' },
        }),
      ]
    : []),
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
