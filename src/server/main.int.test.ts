import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabaseUrl, testDriver } from '@/test/test-database';

const mainFile = path.resolve('src/server/main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits until the server answers its health check, for as long as the test's own limit
 * allows: on the CI machine at load 18 even a start that exits at once took 93 s (CI run 52
 * here), so a shorter wait of its own would fail a healthy server. Fails at once, with the
 * process's output, when the process exits first.
 */
async function waitForHealth(port: number, exited: Promise<unknown>, output: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  // Just under the test's limit, so a server that never answers fails here, with its output.
  const until = Date.now() + 590_000;
  while (!gone && Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as { database: { driver: string } };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const what = gone ? 'exited before it became healthy' : 'did not become healthy in 590 s';
  throw new Error(`the server ${what}:\n${output().slice(-4000)}`);
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts, keeps its data across restarts, and shuts down cleanly on SIGTERM', async () => {
    const database = await createEmptyDatabaseUrl();
    const env = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' } : {}),
    };
    let running: ReturnType<typeof startServer> | undefined;
    try {
      for (const round of [1, 2]) {
        const port = await freePort();
        const server = startServer({ ...env, PORT: String(port) });
        running = server;
        const health = await waitForHealth(port, server.exited, server.output);
        expect(health.database.driver).toBe(testDriver);
        server.child.kill('SIGTERM');
        expect(await server.exited, server.output()).toBe(0);
        expect(server.output()).toContain('shutting down');
        // The demo seed runs on the first start only: the second one found its data.
        expect(server.output().includes('seeded demo data')).toBe(round === 1);
        if (!database) expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      }
    } finally {
      running?.child.kill('SIGKILL');
      await database?.drop();
    }
    // Two starts and two shutdowns: at load 18 one start alone took 93 s (CI run 52 here).
  }, 600_000);

  it('refuses to start on a bad variable, naming it', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT: must be a whole number from 0 to 65535');
  });
});
