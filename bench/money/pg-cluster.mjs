// A throwaway PostgreSQL cluster for `npm run bench:money`, as scripts/with-postgres.sh
// starts one, but with the server's durable defaults (fsync and synchronous_commit on):
// money commits are measured as production would commit them.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const pgBin = () => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => a - b) : [];
  const bin = process.env.PGBIN ?? (versions.length ? path.join(root, versions.at(-1), 'bin') : '');
  if (!bin || !fs.existsSync(path.join(bin, 'initdb'))) {
    throw new Error(
      'PostgreSQL server binaries not found: apt-get install -y postgresql (or set PGBIN)',
    );
  }
  return bin;
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts the cluster; returns its URL, settings and a stop function. */
export async function startCluster() {
  const bin = pgBin();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-money-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root.
  const run = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args])
      : execFileSync(path.join(bin, cmd), args);
  if (asRoot) execFileSync('chown', ['postgres:postgres', work]);
  const port = await freePort();
  const data = path.join(work, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const settings = { max_connections: '200', listen_addresses: '127.0.0.1' };
  // BENCH_MONEY_PG_LOG=<file> logs every statement there, to count a request's round trips.
  const logTo = process.env.BENCH_MONEY_PG_LOG;
  if (logTo) settings.log_statement = 'all';
  const opts = [
    `-p ${port} -k ${work}`,
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ];
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(work, 'server.log'),
    '-w',
    '-o',
    opts.join(' '),
    'start',
  ]);
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version,
    settings: {
      ...settings,
      fsync: 'on',
      synchronous_commit: 'on',
      shared_buffers: 'default (128MB)',
    },
    stop() {
      spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        data,
        '-m',
        'fast',
        '-w',
        'stop',
      ]);
      if (logTo) fs.copyFileSync(path.join(work, 'server.log'), logTo);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
