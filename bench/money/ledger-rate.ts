// The ledger's own rate (bench:money): rewards from the pool into distinct wallets, paid in
// process by the server's one reward payer (src/server/ledger/pay-reward.ts) over `clients`
// connections of its own, with no HTTP, session or validation in front: what the ledger
// itself costs the database. Closed loop for `seconds`; prints one JSON line.
//
//   node --import tsx bench/money/ledger-rate.ts <database url> <clients> <seconds> <user ids file>
//
// The pool is funded by the bench server's start (REWARD_POOL_INITIAL_QTT).
import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/open-database';
import { withTransaction } from '../../src/server/db/transaction';
import { payReward } from '../../src/server/ledger/pay-reward';

const [url, clientsArg, secondsArg, usersFile] = process.argv.slice(2);
if (!url || !usersFile) throw new Error('usage: ledger-rate.ts <url> <clients> <seconds> <users>');
const clients = Number(clientsArg);
const seconds = Number(secondsArg);
const userIds: string[] = JSON.parse(fs.readFileSync(usersFile, 'utf8'));

const pool = new pg.Pool({ connectionString: url, max: clients });
const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
const run = Date.now().toString(36);
let next = 0;
let paid = 0;
let failed = 0;
const errors: string[] = [];

// Every connection open before the clock starts, as pgbench's are.
await Promise.all(Array.from({ length: clients }, () => pool.query('select 1')));
const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < deadline) {
      const i = next++;
      const userId = userIds[i % userIds.length] ?? '';
      try {
        const r = await withTransaction(db, (tx) =>
          payReward({
            tx,
            userId,
            amount: 1_000_000n,
            type: 'watch',
            reason: 'Ledger bench',
            key: `ledger-bench:${run}:${i}`,
          }),
        );
        if (r.paid) {
          paid += 1;
        } else {
          failed += 1;
          if (errors.length < 3) errors.push(r.reason);
        }
      } catch (err) {
        failed += 1;
        if (errors.length < 3) errors.push(String(err));
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
await pool.end();
console.log(
  JSON.stringify({
    tps: Math.round(paid / elapsed),
    ok: paid,
    failed,
    seconds: Math.round(elapsed * 100) / 100,
    failures: errors.slice(0, 3),
  }),
);
