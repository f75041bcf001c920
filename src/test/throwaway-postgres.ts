import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** PostgreSQL's server binaries (Debian's layout), or undefined where they are not installed. */
export function findPostgresBin(): string | undefined {
  if (process.env.PGBIN) return process.env.PGBIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort() : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).pop();
  return bin && fs.existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * How a cluster stops: `fast` terminates every session ("terminating connection due to
 * administrator command") and checkpoints; `immediate` kills the server processes outright
 * (sockets cut mid-statement, crash recovery at the next start), as a crashed host would.
 */
export type StopMode = 'fast' | 'immediate';

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** The server's `postgres --version`. */
  version: string;
  /** Whether commits are flushed to disk (fsync and synchronous_commit on). */
  durable: boolean;
  /** Resolve when the server accepts connections again / is gone (the caller's loop runs on). */
  start(): Promise<void>;
  stop(mode?: StopMode): Promise<void>;
  remove(): void;
}

/**
 * A PostgreSQL cluster of its own that a test may stop and start (an outage), made like
 * scripts/with-postgres.sh does: as the postgres user when run as root. Tests skip fsync;
 * `durable` keeps the server's defaults, so a benchmark commits as production would.
 */
export async function startThrowawayPostgres(
  bin: string,
  o: { durable?: boolean; maxConnections?: number } = {},
): Promise<ThrowawayPostgres> {
  const durable = o.durable ?? false;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-outage-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', work]);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) =>
    execFileSync(...command(tool, args), { stdio: 'ignore' });
  const runAsync = async (tool: string, args: string[]) => {
    await promisify(execFile)(...command(tool, args));
  };
  const data = path.join(work, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port} -k ${work} -c listen_addresses=127.0.0.1`,
    ...(durable ? [] : ['-c fsync=off']),
    ...(o.maxConnections ? [`-c max_connections=${o.maxConnections}`] : []),
  ].join(' ');
  const startArgs = ['-D', data, '-l', path.join(work, 'log'), '-w', '-o', options, 'start'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version: execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim(),
    durable,
    start: () => runAsync('pg_ctl', startArgs),
    stop: (mode: StopMode = 'fast') => runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
