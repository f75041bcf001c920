// The real server (src/server/main.ts) as its own process on the bench's PostgreSQL.
import { spawn } from 'node:child_process';

/**
 * `env` adds to (or overrides) the variables below; `captureOutput` keeps the server's
 * output for `output()` instead of passing it through (the outage bench reads it).
 */
export async function startServer({
  root,
  port,
  databaseUrl,
  secret,
  env = {},
  captureOutput = false,
}) {
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_ARGS passes node flags to the server, e.g. --cpu-prof to see where time goes.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      AUTH_SECRET: secret,
      AUTH_RATE_LIMIT: 'false',
      ENABLE_TEST_ROUTES: 'true',
      SEED_DEMO_DATA: 'false',
      PILOT_SCHEDULER: 'off',
      // Every user is paid many times within the bench's day, from one address.
      WATCH_DAILY_CAP_QTT: '1000000',
      GAME_DAILY_CAP_QTT: '1000000',
      WATCH_ACCOUNTS_PER_IP: '0',
      WATCH_ACCOUNTS_PER_SUBNET: '0',
      GAME_ACCOUNTS_PER_IP: '0',
      GAME_ACCOUNTS_PER_SUBNET: '0',
      REWARD_POOL_INITIAL_QTT: '9999999999',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600 || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    /** The exit code, or null while the process runs. */
    exitCode: () => child.exitCode ?? (child.signalCode ? child.signalCode : null),
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
