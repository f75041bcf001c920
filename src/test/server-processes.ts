import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testOrigin } from './test-app';

const mainFile = path.resolve('src/server/main.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** One real server process (`node --import tsx src/server/main.ts`), each with its own port and data directory. */
export async function launchServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

export async function waitForHealth(p: ServerProcess) {
  let gone = false;
  void p.exited.then(() => (gone = true));
  // Up to 150 s: several first starts at once on a busy two-core machine are slow.
  for (let i = 0; i < 1500 && !gone; i++) {
    try {
      if ((await fetch(`${p.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${p.url} did not become healthy:\n${p.output()}`);
}

/** Starts `n` server processes at the same moment and waits until every one answers /api/health. */
export async function startServers(n: number, env: Record<string, string>) {
  const servers = await Promise.all(Array.from({ length: n }, () => launchServer(env)));
  try {
    await Promise.all(servers.map(waitForHealth));
  } catch (err) {
    await stopServers(servers);
    throw err;
  }
  return servers;
}

export async function stopServers(servers: ServerProcess[]) {
  await Promise.all(
    servers.map(async (s) => {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
      await s.exited;
    }),
  );
}

/**
 * What a test's server processes share: one database (and Redis), one AUTH_SECRET (a session
 * or handle signed by one is checked by another), test routes, and no scheduler or limits
 * the test did not ask for. TRUST_PROXY lets a test speak for many client addresses.
 */
export function testServerEnv(o: {
  databaseUrl: string;
  redisUrl?: string | undefined;
  adminKey: string;
}) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: o.databaseUrl,
    ...(o.redisUrl ? { REDIS_URL: o.redisUrl } : {}),
    PUBLIC_URL: testOrigin,
    AUTH_SECRET: 'multiprocess-secret-0123456789abcdef',
    AUTH_RATE_LIMIT: 'false',
    TRUST_PROXY: 'true',
    SEED_DEMO_DATA: 'true',
    SHED_LOOP_DELAY_MS: '0',
    WATCH_ACCOUNTS_PER_IP: '0',
    WATCH_ACCOUNTS_PER_SUBNET: '0',
    GAME_ACCOUNTS_PER_IP: '0',
    GAME_ACCOUNTS_PER_SUBNET: '0',
    PILOT_SCHEDULER: 'off',
    ENABLE_TEST_ROUTES: 'true',
    ADMIN_KEY: o.adminKey,
    HASH_CONCURRENCY: '1',
    // Three processes hash on two busy cores: wait for a slot rather than answer 503.
    HASH_MAX_WAIT_MS: '60000',
  };
}
