/** Security Center flags: farm patterns made with factories appear with their reasons. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityFlag } from '@/domain/api/security-flags';
import { qtt } from '@/domain/money/qtt';
import { signedInAdmin } from '@/test/admin-helpers';
import { insertUser } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { insertPaidWatch } from '@/test/watch-factories';
import { reconcileLedger } from '../ledger/reconcile-ledger';

const adminKey = 'f'.repeat(40);
const hour = 3_600_000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_KEY: adminKey } });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const db = () => t.database.db;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const users = (n: number) => Promise.all(Array.from({ length: n }, () => insertUser(db())));
const flags = async (): Promise<SecurityFlag[]> => {
  const res = await admin.get('/api/security-flags');
  expect(res.statusCode).toBe(200);
  return res.json().flags;
};
const flagsOf = (all: SecurityFlag[], userId: string) => all.filter((f) => f.userId === userId);

describe('GET /api/security-flags', () => {
  it('flags every account of three paid from one address in 24 h, with the address', async () => {
    const farm = await users(3);
    const base = t.clock.now().getTime();
    const at = (hours: number) => new Date(base - hours * hour);
    for (const [i, userId] of farm.entries()) {
      await insertPaidWatch(db(), { userId, ip: '203.0.113.9', at: at(i + 1) });
      await insertPaidWatch(db(), { userId, ip: '203.0.113.9', at: at(i + 2) });
    }
    // Two accounts on another address, and a third whose reward there is 25 h old.
    const [x, y, old] = await users(3);
    for (const userId of [x, y])
      await insertPaidWatch(db(), { userId: userId ?? '', ip: '192.0.2.44', at: ago(hour) });
    await insertPaidWatch(db(), { userId: old ?? '', ip: '192.0.2.44', at: ago(25 * hour) });

    const all = await flags();
    for (const userId of farm) {
      expect(flagsOf(all, userId)).toEqual([
        expect.objectContaining({
          kind: 'shared_address',
          address: '203.0.113.9',
          figures: { accounts: 3, rewards: 2 },
          reason: '3 accounts were paid watch rewards from 203.0.113.9 in the last 24 hours.',
          held: false,
        }),
      ]);
    }
    expect(flagsOf(all, farm[2] ?? '')[0]).toMatchObject({
      firstSeen: at(4).toISOString(),
      lastSeen: at(3).toISOString(),
    });
    expect(all.filter((f) => f.address === '192.0.2.44')).toEqual([]);
  });

  it('flags five accounts across one /24 by its subnet', async () => {
    const farm = await users(5);
    for (const [i, userId] of farm.entries())
      await insertPaidWatch(db(), { userId, ip: `198.51.100.${10 + i}`, at: ago(hour) });
    const all = await flags();
    for (const userId of farm)
      expect(flagsOf(all, userId)).toEqual([
        expect.objectContaining({
          kind: 'shared_subnet',
          address: '198.51.100.0/24',
          figures: { accounts: 5, rewards: 1 },
        }),
      ]);
  });

  it('flags an account at the daily cap on 3 of the last 7 UTC days, not one at it on 2', async () => {
    const [steady, twice] = await users(2);
    const near = qtt(45); // 90% of the default 50 QTT cap
    for (const day of [1, 2, 4])
      await insertPaidWatch(db(), { userId: steady ?? '', at: ago(day * 24 * hour), amount: near });
    for (const day of [1, 3])
      await insertPaidWatch(db(), { userId: twice ?? '', at: ago(day * 24 * hour), amount: near });
    const all = await flags();
    expect(flagsOf(all, steady ?? '')).toEqual([
      expect.objectContaining({
        kind: 'daily_cap_days',
        figures: { days: 3, ofDays: 7 },
        reason: 'Reached the daily watch cap on 3 of the last 7 UTC days.',
        address: null,
      }),
    ]);
    expect(flagsOf(all, twice ?? '')).toEqual([]);
  });

  it('flags sessions verified at the server-time maximum nearly every time', async () => {
    const [bot, person] = await users(2);
    for (let i = 0; i < 10; i++) {
      await insertPaidWatch(db(), {
        userId: bot ?? '',
        at: ago((i + 1) * 2 * hour),
        elapsedMs: 27_000,
      });
      await insertPaidWatch(db(), {
        userId: person ?? '',
        at: ago((i + 1) * 2 * hour),
        elapsedMs: 60_000,
        verifiedMs: i < 5 ? 60_000 : 30_000,
      });
    }
    const all = await flags();
    expect(flagsOf(all, bot ?? '')).toEqual([
      expect.objectContaining({
        kind: 'max_rate_sessions',
        figures: { sessions: 10, atMaximum: 10 },
      }),
    ]);
    expect(flagsOf(all, person ?? '')).toEqual([]);
  });

  it('marks a held account, and answers the admin key', async () => {
    const farm = await users(3);
    for (const userId of farm)
      await insertPaidWatch(db(), { userId, ip: '100.64.0.1', at: ago(hour) });
    const [heldId] = farm;
    await admin.post('/api/admin/reward-holds', { userId: heldId, reason: 'farm at 100.64.0.1' });
    const res = await t.app.inject({
      url: '/api/security-flags',
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(res.statusCode).toBe(200);
    const all: SecurityFlag[] = res.json().flags;
    expect(flagsOf(all, heldId ?? '')[0]?.held).toBe(true);
    expect(flagsOf(all, farm[1] ?? '')[0]?.held).toBe(false);
  });
});
