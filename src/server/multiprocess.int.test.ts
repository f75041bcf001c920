/**
 * Three real server processes on one PostgreSQL (and Redis when TEST_REDIS_URL is set) behave
 * as one server: start-up, sign-in throttling, watch handles, the daily allocation and Pi
 * payments, each driven over HTTP with its requests spread over the processes.
 */
import fs from 'node:fs';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PiOrder, PiPayment } from '@/domain/api/pi';
import type { PowtCompleteResponse, PowtHeartbeatResponse, WatchHandle } from '@/domain/api/watch';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { newUser } from '@/test/auth-helpers';
import { insertContent } from '@/test/factories';
import { awayFromMidnight, expectAllocatedOnce, setClocks } from '@/test/multiprocess-checks';
import { walletOf } from '@/test/pilot-helpers';
import { call, signedUpUser, signUp } from '@/test/http-client';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { redisOnPostgresLeg } from '@/test/shared-backends';
import {
  startServers,
  stopServers,
  testServerEnv,
  type ServerProcess,
} from '@/test/server-processes';
import { createEmptyDatabaseUrl } from '@/test/test-database';
import { openDatabase, type DatabaseHandle } from './db/open-database';
import { queryRows } from './db/query-rows';
import { appMeta, ledgerTransfer, piIdentity } from './db/schema';
import { walletAccountId } from './ledger/ledger-accounts';
import { reconcileLedger } from './ledger/reconcile-ledger';
import { demoSeedSteps } from './demo/demo-seed';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = redisOnPostgresLeg();
const stores = [
  { name: 'shared state in PostgreSQL', redisUrl: undefined },
  ...(redisUrl ? [{ name: 'shared state in Redis', redisUrl }] : []),
];
const adminKey = 'multiprocess-admin-key-0123456789';
const skipReason =
  'skipped on PGlite (the embedded database is one process by design; runs on the PostgreSQL leg)';
if (!adminUrl) console.info(`multiprocess.int.test.ts: ${skipReason}`);
const migrations = (
  JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length;
const ok = (status: number, body: string) => expect(status, body).toBe(200);
const units = (whole: number) => BigInt(whole) * 100_000_000n;

describe.skipIf(!adminUrl).each(stores)(
  adminUrl
    ? 'three server processes on one PostgreSQL, $name'
    : `three server processes: ${skipReason}`,
  ({ redisUrl }) => {
    let servers: ServerProcess[] = [];
    let database: { url: string; drop(): Promise<void> } | undefined;
    let handle: DatabaseHandle;
    let pi: { standIn: PiPlatformStandIn; env: Record<string, string> };
    const at = (i: number) => servers[i % servers.length]?.url ?? '';

    beforeAll(async () => {
      database = await createEmptyDatabaseUrl();
      if (!database) throw new Error('TEST_DATABASE_URL is not set');
      pi = await startPiStandInForTests({ timeoutMs: 10_000 });
      servers = await startServers(3, {
        ...testServerEnv({ databaseUrl: database.url, redisUrl, adminKey }),
        // Every process allocates ended days by itself, as in production.
        PILOT_SCHEDULER: 'on',
        PILOT_SCHEDULER_MS: '1000',
        ...pi.env,
      });
      handle = await openDatabase({ kind: 'postgres', url: database.url });
    }, 300_000);

    afterAll(async () => {
      if (handle) expect((await reconcileLedger(handle.db)).ok).toBe(true);
      await stopServers(servers);
      await handle?.close();
      await pi?.standIn.close();
      await database?.drop();
    });

    it('started together on an empty database: one set of migrations, one funding, one demo seed', async () => {
      const [applied] = await queryRows<{ n: string }>(
        handle.db,
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied?.n)).toBe(migrations);
      const [funding] = await handle.db
        .select({ n: count() })
        .from(ledgerTransfer)
        .where(eq(ledgerTransfer.idempotencyKey, 'reward-pool:initial-funding'));
      expect(funding?.n).toBe(1);
      const seeders = servers.filter((s) => s.output().includes('seeded demo data'));
      expect(seeders).toHaveLength(1);
      const [steps] = await handle.db
        .select({ n: count() })
        .from(appMeta)
        .where(like(appMeta.key, 'seed:%'));
      expect(steps?.n).toBe(demoSeedSteps.length);
    });

    it('throttles sign-in after as many wrong passwords spread over the processes as on one', async () => {
      const u = newUser();
      await signUp(at(0), u);
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++) {
        const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
        const res =
          i % 2 === 0
            ? await call(at(i), 'POST', '/api/auth/sign-in/email', {
                body: { email: u.email, password: 'nope-nope' },
                headers,
              })
            : await call(at(i), 'POST', '/api/auth/sign-in/username', {
                body: { username: u.displayName.toUpperCase(), password: 'nope-nope' },
                headers,
              });
        statuses.push(res.status);
        if (res.status === 429)
          expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      }
      // The single-process test's numbers (sign-in-throttle.int.test.ts): ten free and one more.
      expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(11)).toEqual([429, 429, 429]);
    });

    it('refuses a watch handle on one process once another has used it, and credits once', async () => {
      const v = await signedUpUser(at(0), at(1));
      let shiftMs = 0;
      const advance = (ms: number) => setClocks(servers, (shiftMs += ms), v.cookie);
      const post = (i: number, url: string, body: object) =>
        call(at(i), 'POST', url, { body, cookie: v.cookie });
      const beat = (i: number, h: WatchHandle) =>
        post(i, '/api/powt-heartbeat', { ...h, seconds: 10, visible: true, focused: true });
      const contentId = await insertContent(handle.db);
      // The processes' clocks run on while the test moves them: a loaded machine adds its
      // seconds to what a heartbeat verifies (21 for 20 in CI run 64 here).
      const began = Date.now();
      const expectVerified = (h: PowtHeartbeatResponse | undefined, seconds: number) => {
        expect(h?.accepted).toBe(true);
        expect(h?.verifiedSeconds).toBeGreaterThanOrEqual(seconds);
        expect(h?.verifiedSeconds).toBeLessThanOrEqual(seconds + (Date.now() - began) / 1000);
      };
      const startRes = await post(0, '/api/powt-start', { contentId });
      ok(startRes.status, startRes.body);
      const h0 = startRes.json<WatchHandle>();

      await advance(10_000);
      const first = await beat(0, h0);
      ok(first.status, first.body);
      const h1 = first.json<PowtHeartbeatResponse>();
      expectVerified(h1, 10);
      const replay = await beat(1, h0);
      expect(replay.status).toBe(409);
      expect(replay.json()).toMatchObject({ error: { code: 'WATCH_HANDLE_USED' } });
      expect(
        (await post(2, '/api/powt-complete', { ...h0, visible: true, focused: true })).status,
      ).toBe(409);

      // One fresh handle sent to every process at once: one answer, the rest refused.
      await advance(10_000);
      const racing = await Promise.all([0, 1, 2, 0, 1, 2].map((i) => beat(i, h1)));
      expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const h2 = racing.find((r) => r.status === 200)?.json<PowtHeartbeatResponse>();
      expectVerified(h2, 20);

      await advance(10_000);
      const third = await beat(1, h2 as WatchHandle);
      ok(third.status, third.body);
      const h3 = third.json<PowtHeartbeatResponse>();
      expectVerified(h3, 30);
      await advance(1_000);
      const done = await post(2, '/api/powt-complete', { ...h3, visible: true, focused: true });
      ok(done.status, done.body);
      expect(done.json<PowtCompleteResponse>()).toMatchObject({ credited: '2', reason: 'paid' });
      expect(
        (await post(0, '/api/powt-complete', { ...h3, visible: true, focused: true })).status,
      ).toBe(409);
      expect(await walletOf(handle.db, v.id)).toBe(units(2));
      await advance(-shiftMs);
    });

    it('credits a Pi payment once when its callbacks hit different processes at once', async () => {
      const b = await signedUpUser(at(1), at(2));
      const pioneer = pi.standIn.control.signUpPioneer(`pioneer_${b.displayName}`);
      await handle.db
        .insert(piIdentity)
        .values({ userId: b.id, piUid: pioneer.uid, piUsername: pioneer.username });
      const post = (i: number, url: string, body: object) =>
        call(at(i), 'POST', url, { body, cookie: b.cookie });
      const ordered = await post(0, '/api/pi-orders', { amount: '1', type: 'qtt_exchange' });
      expect(ordered.status, ordered.body).toBe(201);
      const payment = pi.standIn.control.createPayment(
        pioneer.accessToken,
        ordered.json<PiOrder>().payment,
      );
      const paymentId = payment.identifier;
      const approvals = await Promise.all(
        [0, 1, 2, 0, 1, 2].map((i) => post(i, '/api/pi-payment-approve', { paymentId })),
      );
      expect(approvals.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
      const txid = pi.standIn.control.submitTransaction(paymentId);
      // The browser's completion callbacks and the sign-in reconciliation, all at once.
      const finishes = await Promise.all(
        [0, 1, 2, 0, 1, 2].flatMap((i) => [
          post(i, '/api/pi-payment-complete', { paymentId, txid }),
          post(i + 1, '/api/pi-payment-incomplete', { paymentId }),
        ]),
      );
      expect(finishes.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
      const payments = finishes.map((r) => r.json<{ payment: PiPayment }>().payment);
      expect(payments.every((p) => p.status === 'completed' && p.credited === '20')).toBe(true);
      expect(pi.standIn.control.payment(paymentId).status.developer_completed).toBe(true);
      expect(await walletOf(handle.db, b.id)).toBe(units(20));
      const [credits] = await handle.db
        .select({ n: count() })
        .from(ledgerTransfer)
        .where(
          and(
            eq(ledgerTransfer.type, 'pi'),
            eq(ledgerTransfer.creditAccountId, walletAccountId(b.id)),
          ),
        );
      expect(credits?.n).toBe(1);
    });

    it('allocates each day once with every scheduler on and Run Now pressed on every process at once', async () => {
      await awayFromMidnight();
      const today = utcDayOf(new Date());
      // Every process's scheduler has been on since the start: yesterday, the demo users'.
      await expectAllocatedOnce(handle.db, addDays(today, -1), 4);
      // A day later by every process's clock, three schedulers and nine presses race for today.
      const admin = await signedUpUser(at(2));
      await setClocks(servers, 86_400_000, admin.cookie);
      const presses = await Promise.all(
        [0, 1, 2, 0, 1, 2, 0, 1, 2].map((i) =>
          call(at(i), 'POST', '/api/pilot-daily-rewards?run=now', {
            headers: { authorization: `Bearer ${adminKey}` },
          }),
        ),
      );
      expect(presses.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
      const started = presses.flatMap((r) => r.json<{ allocated: string[] }>().allocated);
      expect(started.filter((day) => day !== today)).toEqual([]);
      expect(started.length).toBeLessThanOrEqual(1);
      await expectAllocatedOnce(handle.db, today, 4);
      await setClocks(servers, 0, admin.cookie);
    });
  },
  120_000,
);
