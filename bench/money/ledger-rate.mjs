// Runs ledger-rate.ts (under tsx: it imports the server's ledger) and returns its figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes the users' ids where ledger-rate.ts reads them; returns the file. */
export function writeUserIds(users) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-ledger-rate-'));
  const file = path.join(dir, 'users.json');
  fs.writeFileSync(file, JSON.stringify(users.map((u) => u.id)));
  return file;
}

export function runLedgerRate({ root, url, clients, seconds, usersFile }) {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/money/ledger-rate.ts',
      url,
      String(clients),
      String(seconds),
      usersFile,
    ],
    { cwd: root, encoding: 'utf8', timeout: (seconds + 60) * 1000 },
  );
  const line = r.stdout?.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !line.startsWith('{')) {
    throw new Error(`ledger rate failed (${r.status}): ${r.stderr?.slice(-2000)}`);
  }
  return JSON.parse(line);
}
