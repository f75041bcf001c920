/** Holding an account's rewards: paid nothing while held, recorded as withheld, released for the future. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '@/test/admin-helpers';
import { currentUser } from '@/test/auth-helpers';
import { insertContent } from '@/test/factories';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { viewer } from '@/test/watch-helpers';
import { ledgerTransfer, rewardHold, watchSession, withheldReward } from '../db/schema';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { accountBalance } from '../ledger/account-balance';

const adminKey = 'k'.repeat(40);
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

// The pool's balance: the sum of its sub-accounts (docs/decisions/048).
const pool = () => accountBalance(t.database.db, 'pool:reward');
const holdsOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rewardHold)
    .where(eq(rewardHold.userId, userId));
  return row?.n ?? -1;
};
const watchTransfers = async (userId: string) =>
  t.database.db
    .select()
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.creditAccountId, `wallet:${userId}`));

describe('a held account', () => {
  it('completes a rewarded session, is paid nothing, and the reward is recorded as withheld', async () => {
    const v = await viewer(t);
    const held = await admin.post('/api/admin/reward-holds', {
      userId: v.id,
      reason: 'Five accounts from one address',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ userId: v.id, reason: 'Five accounts from one address' });
    const id = await insertContent(t.database.db);
    const before = await pool();
    expect(await v.watch(id, 30)).toEqual({
      credited: '0',
      verifiedSeconds: 30,
      reason: 'held',
      message:
        'This watch earned no QTT: rewards on your account are on hold while an admin reviews it.',
    });
    expect(await v.balance()).toBe(0n);
    expect(await pool()).toBe(before);
    expect(await watchTransfers(v.id)).toEqual([]);
    const [session] = await t.database.db
      .select()
      .from(watchSession)
      .where(eq(watchSession.userId, v.id));
    expect(session).toMatchObject({ status: 'completed', credited: 0n });
    const [withheld] = await t.database.db
      .select()
      .from(withheldReward)
      .where(eq(withheldReward.userId, v.id));
    expect(withheld).toMatchObject({
      type: 'watch',
      amount: 200_000_000n,
      key: `watch:${v.id}:${id}`,
    });
    expect(withheld?.evidence).toMatchObject({ contentId: id, verifiedSeconds: 30 });

    const list = (await admin.get('/api/admin/reward-holds')).json();
    expect(list.holds).toContainEqual(
      expect.objectContaining({ userId: v.id, withheldCount: 1, withheldTotal: '2' }),
    );
    expect(list.withheld).toContainEqual(
      expect.objectContaining({ userId: v.id, type: 'watch', amount: '2' }),
    );

    // Released: the withheld item stays unpaid; a new item pays.
    const released = await admin.post(`/api/admin/reward-holds/${v.id}/release`);
    expect(released.json()).toEqual({ userId: v.id, released: true });
    expect((await v.watch(id, 30)).reason).toBe('already_rewarded');
    expect(await v.watch(await insertContent(t.database.db), 30)).toMatchObject({
      credited: '2',
      reason: 'paid',
    });
    expect(await v.balance()).toBe(200_000_000n);
    expect(await watchTransfers(v.id)).toHaveLength(1);
    expect(await pool()).toBe(before - 200_000_000n);
    const after = (await admin.get('/api/admin/reward-holds')).json();
    expect(after.holds.map((h: { userId: string }) => h.userId)).not.toContain(v.id);
  });

  it('is held by the admin key too; holding again is refused and keeps the first reason', async () => {
    const v = await viewer(t);
    const byKey = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reward-holds',
        payload,
        headers: { authorization: `Bearer ${adminKey}` },
      });
    expect((await byKey({ userId: v.id, reason: 'first look' })).json()).toMatchObject({
      heldBy: 'admin-key',
    });
    const again = await byKey({ userId: v.id, reason: 'second look' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This account’s rewards are already on hold.',
    });
    const n = await holdsOf(v.id);
    expect(n).toBe(1);
    const list = (await admin.get('/api/admin/reward-holds')).json();
    expect(list.holds).toContainEqual(
      expect.objectContaining({ userId: v.id, reason: 'first look' }),
    );
  });
});

describe('holding any account (decision 026)', () => {
  it('holds an account no flag names: its next reward is withheld, after release paid', async () => {
    const v = await viewer(t);
    const flags = (await admin.get('/api/security-flags')).json();
    expect(flags.flags.map((f: { userId: string }) => f.userId)).not.toContain(v.id);
    const held = await admin.post('/api/admin/reward-holds', { userId: v.id, reason: 'Odd hours' });
    expect(held.statusCode).toBe(200);
    expect(await v.watch(await insertContent(t.database.db), 30)).toMatchObject({
      credited: '0',
      reason: 'held',
    });
    expect((await admin.post(`/api/admin/reward-holds/${v.id}/release`)).statusCode).toBe(200);
    expect(await v.watch(await insertContent(t.database.db), 30)).toMatchObject({
      credited: '2',
      reason: 'paid',
    });
    expect(await v.balance()).toBe(200_000_000n);
  });

  it('refuses an admin holding their own rewards, and writes nothing', async () => {
    const me = await currentUser(t, admin.cookie);
    if (!me) throw new Error('no admin session');
    const res = await admin.post('/api/admin/reward-holds', { userId: me.id, reason: 'myself' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot hold your own rewards.',
    });
    expect(await holdsOf(me.id)).toBe(0);
  });
});

describe('the hold routes', () => {
  it('refuse anonymous callers, ordinary users and a wrong key', async () => {
    const v = await viewer(t);
    const routes = [
      ['GET', '/api/admin/reward-holds'],
      ['POST', '/api/admin/reward-holds'],
      ['POST', `/api/admin/reward-holds/${v.id}/release`],
      ['GET', '/api/security-flags'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { userId: v.id, reason: 'mine now' } : undefined;
      const anon = await t.app.inject({ method, url, payload, headers: { origin: testOrigin } });
      expect(anon.statusCode, url).toBe(401);
      const user = await t.app.inject({
        method,
        url,
        payload,
        headers: { origin: testOrigin, cookie: v.cookie },
      });
      expect(user.statusCode, url).toBe(403);
      expect(user.json().error.code).toBe('FORBIDDEN');
      const wrong = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${'x'.repeat(40)}` },
      });
      expect(wrong.statusCode, url).toBe(401);
    }
    const n = await holdsOf(v.id);
    expect(n).toBe(0);
  });

  it('validate their input (4xx, never 5xx)', async () => {
    const v = await viewer(t);
    const cases: Array<[object, number]> = [
      [{}, 400],
      [{ userId: 'not-a-uuid', reason: 'farm' }, 400],
      [{ userId: v.id }, 400],
      [{ userId: v.id, reason: '  ' }, 400],
      [{ userId: v.id, reason: 'x'.repeat(501) }, 400],
      [{ userId: v.id, reason: 'nul\u0000byte' }, 400],
      [{ userId: v.id, reason: 42 }, 400],
      [{ userId: '00000000-0000-4000-8000-000000000000', reason: 'nobody' }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await admin.post('/api/admin/reward-holds', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code).toMatch(/VALIDATION_FAILED|NOT_FOUND/);
    }
    expect((await admin.post('/api/admin/reward-holds/nope/release')).statusCode).toBe(400);
    const notHeld = await admin.post(`/api/admin/reward-holds/${v.id}/release`);
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json().error.message).toMatch(/not on hold/);
  });
});
