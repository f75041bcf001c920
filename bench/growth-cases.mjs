// What bench/growth.mjs times: the read paths (over HTTP) and the daily allocation (the
// server's own use case, in this process: a run over 10^5 users outlives an HTTP timeout).
import { addDays, utcDayOf } from '../src/domain/pilot/utc-days.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { allocateDue } from '../src/server/pilot/allocate-due.ts';
import { ensureRolledUp } from '../src/server/pilot/roll-up-usage.ts';
import { verifiedUsage } from '../src/server/pilot/verified-usage.ts';

/** The endpoints, each with who calls it. */
export function endpointsFor({ heavyId, deepBefore, lightEmail, heavy }) {
  const q = encodeURIComponent;
  return [
    { name: 'wallet summary', as: 'heavy', url: '/api/wallet' },
    { name: 'transactions, first page', as: 'heavy', url: '/api/wallet/transactions?limit=20' },
    {
      name: 'transactions, deep page',
      as: 'heavy',
      url: `/api/wallet/transactions?limit=20&before=${deepBefore}`,
    },
    { name: 'admin ledger, heavy user', as: 'admin', url: `/api/admin/ledger?q=${q(heavy.email)}` },
    { name: 'admin ledger, light user', as: 'admin', url: `/api/admin/ledger?q=${q(lightEmail)}` },
    // Words of the reason (decision 027): one row at the very start of the journal, and two
    // word prefixes found in a quarter of it.
    { name: 'admin ledger, a rare reason word', as: 'admin', url: '/api/admin/ledger?q=funding' },
    {
      name: 'admin ledger, reason word prefixes',
      as: 'admin',
      url: `/api/admin/ledger?q=${q('game rew')}`,
    },
    { name: 'Security Center', as: 'admin', url: '/api/security-center?summary=1' },
    // Every member's wallet asks for today's pool every 30 s (decision 054).
    { name: "today's pool, a member's wallet", as: 'heavy', url: '/api/pilot-pool' },
    { name: 'pilot report, 60 days', as: 'admin', url: '/api/pilot-report?days=60&series=1' },
    {
      // A page from the middle of the user id space (keyset, decision 027).
      name: 'pilot report, 60 days, a middle page',
      as: 'admin',
      url: '/api/pilot-report?days=60&series=1&cursor=80000000-0000-4000-8000-000000000000',
    },
    {
      name: 'pilot report, 60 days, one user',
      as: 'admin',
      url: `/api/pilot-report?days=60&series=1&userId=${heavyId}`,
    },
  ];
}

// The default PILOT_DAILY_MINUTES_CAP: twelve hours.
const ceilingSeconds = 720 * 60;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x * 10) / 10;

/**
 * The report's rollup of the 59 ended days of a 60-day range, once, as the nightly runs
 * would have written it day by day (decision 027): a cost paid once, not per read.
 */
export async function backfillRollup(databaseUrl) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const today = utcDayOf(new Date());
    const started = performance.now();
    await ensureRolledUp(database.db, addDays(today, -59), addDays(today, -1), ceilingSeconds);
    return round((performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}

/** Yesterday's allocation (every user had usage) against one aggregate scan of that usage. */
export async function timeAllocation(databaseUrl) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const now = new Date();
    const day = addDays(utcDayOf(now), -1);
    const scans = [];
    let users = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      users = (await verifiedUsage(database.db, { first: day, last: day, ceilingSeconds })).length;
      scans.push(performance.now() - started);
    }
    const started = performance.now();
    const allocated = await allocateDue(database.db, {
      now,
      budget: 1000n * 100_000_000n,
      startedBy: 'growth-bench',
      ceilingSeconds,
    });
    const ms = performance.now() - started;
    if (!allocated.includes(day)) throw new Error(`the run did not allocate ${day}`);
    const scanMs = median(scans);
    return { day, users, ms: round(ms), scanMs: round(scanMs), ratio: round(ms / scanMs) };
  } finally {
    await database.close();
  }
}
