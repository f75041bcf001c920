import fs from 'node:fs';
import path from 'node:path';

/** A second process (or a second open in this one) found the embedded database in use. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export interface DataDirLock {
  release(): void;
}

const lockName = 'pglite.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isFresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

function inUse(dataDir: string, file: string, pid: number) {
  return new DataDirInUseError(
    `The embedded database in ${dataDir} is in use by another QTN process (pid ${pid}). ` +
      `Stop the server first, or run this against PostgreSQL (DATABASE_URL). ` +
      `If no QTN process is running, delete ${file}.`,
  );
}

function tryCreate(file: string): boolean {
  try {
    fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * PGlite is a single-process database: two processes on one directory corrupt it or lose
 * writes silently. An O_EXCL lock file holding the owner's pid keeps the second one out; a
 * file left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, lockName);
  for (let attempt = 0; !tryCreate(file); attempt++) {
    const owner = readPid(file);
    // A pid of our own means a second open inside this process: refused as well.
    if (owner !== undefined && isAlive(owner)) throw inUse(dataDir, file, owner);
    // No pid yet may be another process between creating the file and writing to it.
    if (owner === undefined && isFresh(file)) throw inUse(dataDir, file, 0);
    if (attempt >= 2) throw inUse(dataDir, file, owner ?? 0);
    // Stale (dead owner, or an empty file from a crash mid-write): only remove what we read.
    if (readPid(file) === owner) fs.rmSync(file, { force: true });
  }
  const releaseOnExit = () => release();
  function release() {
    process.off('exit', releaseOnExit);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  }
  process.on('exit', releaseOnExit);
  return { release };
}
