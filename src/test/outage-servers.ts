import { expect } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { call, signedUpUser } from './http-client';
import { checkAcknowledgedWrites, countAnswers, recoveryAfter, writesHold } from './outage-checks';
import { holdRewardPool, stopDatabaseFor } from './outage-scenario';
import { startOutageWorkload, type OutageAcks, type OutageUser } from './outage-workload';
import {
  launchServer,
  startServers,
  stopServers,
  testServerEnv,
  waitForHealth,
  type ServerProcess,
} from './server-processes';
import { testOrigin } from './test-app';
import {
  findPostgresBin,
  startThrowawayPostgres,
  type StopMode,
  type ThrowawayPostgres,
} from './throwaway-postgres';

export const outageSkipReason = !process.env.TEST_DATABASE_URL
  ? 'skipped on PGlite (stops a PostgreSQL cluster of its own; runs on the PostgreSQL leg)'
  : !findPostgresBin()
    ? 'skipped: PostgreSQL server binaries not found (set PGBIN)'
    : undefined;

const grantedQtt = 100_000;
/** What main.ts logs while it waits for a database that is down at start. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const startupWaitLine = 'start-up: database unavailable, retrying';

/**
 * `n` real server processes on a PostgreSQL cluster of their own (which a test may stop),
 * with background loops running often, and `usersPerServer` funded users on each.
 */
export async function startOutageServers(
  n: number,
  usersPerServer: number,
  o: { startWhileDown?: boolean } = {},
) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const cluster = await startThrowawayPostgres(bin);
  let servers: ServerProcess[] = [];
  let handle: DatabaseHandle | undefined;
  try {
    const env = {
      ...testServerEnv({ databaseUrl: cluster.url, adminKey: 'outage-admin-key-0123456789' }),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Every background loop runs through the outage: the allocation and the heartbeat flush.
      PILOT_SCHEDULER: 'on',
      PILOT_SCHEDULER_MS: '500',
      HEARTBEAT_FLUSH_MS: '500',
      GAME_DAILY_CAP_QTT: '1000000',
    };
    if (o.startWhileDown) {
      // The processes start, find no database, and wait for it (start-up retries).
      await cluster.stop('fast');
      servers = await Promise.all(Array.from({ length: n }, () => launchServer(env)));
      const waiting = () => servers.every((p) => p.output().includes(startupWaitLine));
      for (let i = 0; i < 1_200 && !waiting(); i++) await sleep(100);
      await cluster.start();
      await Promise.all(servers.map(waitForHealth));
    } else {
      servers = await startServers(n, env);
    }
    const users: (OutageUser & { grantedQtt: number })[] = [];
    for (const [i, s] of servers.entries()) {
      for (let j = 0; j < usersPerServer; j++) {
        const u = await signedUpUser(s.url);
        const granted = await call(s.url, 'POST', '/api/test/grant', {
          body: { amount: grantedQtt },
          cookie: u.cookie,
        });
        expect(granted.status, granted.body).toBe(200);
        const address = `10.${i + 1}.${j + 1}.7`;
        users.push({ id: u.id, cookie: u.cookie, base: s.url, address, grantedQtt });
      }
    }
    handle = await openDatabase({ kind: 'postgres', url: cluster.url });
    // Every workload on these users adds to one record: the database holds all their writes.
    const acks: OutageAcks = { vaults: new Map(), races: new Map() };
    return { cluster, servers, users, db: handle.db, handle, acks };
  } catch (err) {
    await stopServers(servers);
    await handle?.close();
    cluster.remove();
    throw err;
  }
}

export type OutageServers = Awaited<ReturnType<typeof startOutageServers>>;

export async function stopOutageServers(s: OutageServers | undefined) {
  if (!s) return;
  await stopServers(s.servers);
  await s.handle.close();
  s.cluster.remove();
}

/**
 * Money writes on every server; the cluster stopped for `stoppedMs` with `mode` (after the
 * writes pile up in open transactions, with `openTransactions`); then the writes settle and
 * everything the outage must not break is asserted.
 */
export async function expectOutageSurvived(
  s: OutageServers,
  o: { mode: StopMode; stoppedMs: number; openTransactions?: boolean },
) {
  const bases = s.servers.map((p) => p.url);
  const workload = startOutageWorkload(s.users, { origin: testOrigin, acks: s.acks });
  await sleep(1_000);
  const held = o.openTransactions
    ? await holdRewardPool(s.cluster.url, Math.min(s.users.length, 4))
    : undefined;
  const outage = await stopDatabaseFor(s.cluster as ThrowawayPostgres, bases, o);
  await held?.release();
  await sleep(1_500);
  const dead = s.servers.filter((p) => p.child.exitCode !== null);
  await workload.stop(dead.length > 0 ? 0 : undefined);

  // Every process is still up, said it was degraded while the database was gone, and
  // served again by itself.
  expect(dead.map((p) => p.output().slice(-3_000)).join('\n')).toBe('');
  expect(allOutput(s)).not.toMatch(/Unhandled 'error' event|"msg":"crashed"/);
  expect(workload.unsettled, 'writes left without a final answer').toBe(0);
  for (const h of outage.healthDuring) {
    expect(h).toMatchObject({ status: 503, database: 'down' });
    expect(Number(h.retryAfter)).toBeGreaterThan(0);
  }
  expect(outage.healthyAfterSeconds.every((x) => x !== null)).toBe(true);
  if (held) expect(held.waiting, 'writes waiting inside open transactions').toBeGreaterThan(0);

  // Only 2xx, 4xx and 503: never a 500, never a dropped connection.
  const answers = countAnswers(workload.answers);
  expect(answers.unexpected).toEqual([]);
  expect(answers.byStatus['503'] ?? 0, 'the outage was seen').toBeGreaterThan(0);
  const recovery = recoveryAfter(workload.answers, outage.restartedAt);
  expect(recovery.firstOkSeconds).not.toBeNull();
  // No failed state is kept: what is sent once the database is back is served.
  expect(recovery.refusedSentAfterRestart).toBe(0);

  const writes = await checkAcknowledgedWrites(s.db, workload.acks, s.users);
  expect(writes.acknowledged.vaults).toBeGreaterThan(0);
  expect(writes.acknowledged.paidRaces).toBeGreaterThan(0);
  // A paid race told otherwise can only be a retry that found its session settled.
  expect(writes.rewardsAnsweredOtherwise.filter((r) => r.told !== 'session_closed')).toEqual([]);
  expect(
    writesHold(writes),
    JSON.stringify(writes, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
  ).toBe(true);
  return { answers, recovery, writes, outage };
}

const allOutput = (s: OutageServers) => s.servers.map((p) => p.output()).join('\n');
