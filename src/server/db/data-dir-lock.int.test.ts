import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { openDatabase } from './open-database';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 999_999;
}

describe('the embedded database lock', () => {
  it('refuses a second open of one directory, and opens again once closed', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another QTN process (pid ${process.pid})`,
    );
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.ping();
    await again.close();
  });

  it('refuses while a live process holds the lock', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'pglite.lock');
    fs.writeFileSync(file, `${deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('makes a CLI refuse with a clear message while the server holds the directory', async () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/seed-cli.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, output).toBe(75);
      expect(output).toContain(`is in use by another QTN process (pid ${process.pid})`);
      expect(output).not.toContain('    at ');
    } finally {
      lock.release();
    }
  });
});
