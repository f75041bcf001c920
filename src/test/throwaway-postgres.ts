import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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
 * A PostgreSQL cluster of its own that a test may stop and start (an outage), made like
 * scripts/with-postgres.sh does: as the postgres user when run as root.
 */
export async function startThrowawayPostgres(bin: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-outage-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', work]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, tool), args, { stdio: 'ignore' });
  const data = path.join(work, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(work, 'log'), '-w', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
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
