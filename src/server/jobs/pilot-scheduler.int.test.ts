import { afterEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { clockOffMidnight } from '@/test/clock-off-midnight';
import { insertUser } from '@/test/factories';
import { rewardTransfers, runs, usageOn, walletOf } from '@/test/pilot-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { buildApp } from '../app';
import { createLogger } from '../logger';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { serverJobs } from './server-jobs';

const dayMs = 86_400_000;
const scheduled = { PILOT_SCHEDULER: 'on', PILOT_SCHEDULER_MS: '100' };
let t: TestApp;
const adminKey = 'pilot-admin-key-0123456789abcdef';

afterEach(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const v = await probe();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting for the scheduler');
}
const completedDays = async () =>
  (await runs(t.database.db)).filter((r) => r.state === 'completed').map((r) => r.day);

describe('the pilot scheduler', () => {
  it('allocates yesterday on start, then catches up three missed days, never today', async () => {
    await clockOffMidnight({ shiftMs: 0 }, 30_000);
    t = await createTestApp({ env: scheduled });
    const db = t.database.db;
    const today = utcDayOf(new Date());
    const userId = await insertUser(db);
    await until(completedDays, (d) => d.length === 1);
    expect(await completedDays()).toEqual([addDays(today, -1)]);
    for (const n of [0, 1, 2, 3]) {
      await usageOn(db, { userId, day: addDays(today, n), watchSeconds: 10 * (n + 1) });
    }
    // The server was down for three days.
    t.clock.shiftMs = 3 * dayMs;
    const days = await until(completedDays, (d) => d.length === 4);
    expect(days).toEqual([-1, 0, 1, 2].map((n) => addDays(today, n)));
    // Day +3 is the clock's today: its 40 s wait for tonight.
    await new Promise((r) => setTimeout(r, 400));
    expect(await completedDays()).toHaveLength(4);
    expect(await walletOf(db, userId)).toBe(qtt(6) / 10n);
    expect((await runs(db)).map((r) => r.startedBy)).toEqual(Array(4).fill('scheduler'));
  });

  it('two app instances on one database, schedulers and Run Now racing, pay a day once', async () => {
    await clockOffMidnight({ shiftMs: 0 }, 30_000);
    t = await createTestApp({ env: { ADMIN_KEY: adminKey } });
    const db = t.database.db;
    const yesterday = addDays(utcDayOf(t.clock.now()), -1);
    const users = [await insertUser(db), await insertUser(db), await insertUser(db)];
    for (const [i, userId] of users.entries()) {
      await usageOn(db, { userId, day: yesterday, watchSeconds: 100 + i });
    }
    const config = { ...t.config, PILOT_SCHEDULER: 'on' as const, PILOT_SCHEDULER_MS: 50 };
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp({
          config,
          database: t.database,
          auth: t.auth,
          logger: createLogger(config),
          clock: t.clock,
          webRoot: null,
          jobs: serverJobs,
        });
        await app.ready();
        return app;
      }),
    );
    try {
      const presses = await Promise.all(
        [t.app, ...apps, t.app, ...apps].map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/pilot-daily-rewards?run=now',
            headers: { authorization: `Bearer ${adminKey}` },
          }),
        ),
      );
      expect(presses.map((p) => p.statusCode)).toEqual(Array(6).fill(200));
      await until(completedDays, (d) => d.length === 1);
      const transfers = await rewardTransfers(db);
      expect(transfers.map((x) => x.amount).sort()).toEqual(
        [100n, 101n, 102n].map((s) => s * 1_000_000n),
      );
      for (const [i, userId] of users.entries()) {
        expect(await walletOf(db, userId)).toBe(BigInt(100 + i) * 1_000_000n);
      }
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});
