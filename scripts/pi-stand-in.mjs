// The local Pi Platform stand-in (dev/pi-platform-stand-in.ts) as `npm start`'s demo and
// `npm run dev` run it: one place for its port, its key and the server settings that point
// QTN at it (docs/decisions/016).
import { spawn } from 'node:child_process';

const key = 'stand-in-key';

/** The server's PI_* settings for the stand-in on PI_STAND_IN_PORT (default 3098). */
export function piStandInEnv() {
  const url = `http://127.0.0.1:${process.env.PI_STAND_IN_PORT ?? 3098}`;
  return { PI_API_URL: url, PI_API_KEY: key, PI_SDK_URL: `${url}/pi-sdk.js` };
}

/** Starts the stand-in as a child process. */
export function spawnPiStandIn(cwd = process.cwd()) {
  return spawn('node', ['--import', 'tsx', 'dev/pi-platform-stand-in.ts'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, PI_API_KEY: key },
  });
}
