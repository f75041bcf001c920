/** Farms: distinct accounts starting rewarded watch sessions per address and per subnet. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '@/test/factories';
import { testOrigin, createTestApp, type TestApp } from '@/test/test-app';
import { viewer } from '@/test/watch-helpers';
import { ledgerTransfer, watchSession } from '../db/schema';
import { reconcileLedger } from '../ledger/reconcile-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WATCH_ACCOUNTS_PER_IP: '3', WATCH_ACCOUNTS_PER_SUBNET: '5' } });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

type Viewer = Awaited<ReturnType<typeof viewer>>;
const startFrom = (v: Viewer, contentId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/powt-start',
    payload: { contentId },
    headers: { origin: testOrigin, cookie: v.cookie },
    remoteAddress: ip,
  });
const nth = <T>(xs: T[], i: number): T => {
  const x = xs[i];
  if (x === undefined) throw new Error(`no item ${i}`);
  return x;
};
const viewers = (n: number) => Promise.all(Array.from({ length: n }, () => viewer(t)));
const watchCredits = async (ids: string[]) =>
  (
    await t.database.db
      .select()
      .from(ledgerTransfer)
      .where(
        inArray(
          ledgerTransfer.creditAccountId,
          ids.map((id) => `wallet:${id}`),
        ),
      )
  ).filter((r) => r.type === 'watch');

describe('rewarded watch starts per address', () => {
  it('five accounts from one address: the fourth and fifth are refused and never paid', async () => {
    const id = await insertContent(t.database.db);
    const vs = await viewers(5);
    const codes: number[] = [];
    for (const v of vs) codes.push((await startFrom(v, id, '203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const refused = await startFrom(nth(vs, 3), id, '203.0.113.7');
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/this address.*60 minutes/) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // The admitted ones can watch and be paid; the refused have no session to complete.
    for (const v of vs.slice(0, 3)) expect((await v.watch(id, 30)).credited).toBe('2');
    const sessions = await t.database.db
      .select()
      .from(watchSession)
      .where(inArray(watchSession.userId, [nth(vs, 3).id, nth(vs, 4).id]));
    expect(sessions).toEqual([]);
    expect(await watchCredits(vs.map((v) => v.id))).toHaveLength(3);
    expect(await nth(vs, 3).balance()).toBe(0n);
    expect(await nth(vs, 4).balance()).toBe(0n);
  });

  it('an account already counted there starts again freely; an hour later others may', async () => {
    const vs = await viewers(4);
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => nth(vs, i)) as [Viewer, Viewer, Viewer, Viewer];
    const one = await insertContent(t.database.db);
    const two = await insertContent(t.database.db);
    for (const v of [a, b, c]) expect((await startFrom(v, one, '192.0.2.10')).statusCode).toBe(200);
    expect((await startFrom(a, two, '192.0.2.10')).statusCode).toBe(200);
    expect((await startFrom(d, one, '192.0.2.10')).statusCode).toBe(429);
    t.clock.shiftMs += 3_600_000;
    expect((await startFrom(d, one, '192.0.2.10')).statusCode).toBe(200);
  });

  it('Discovery Only items are not limited', async () => {
    const id = await insertContent(t.database.db, { rewardEligible: false, qttReward: 0n });
    for (const v of await viewers(5))
      expect((await startFrom(v, id, '198.51.100.200')).statusCode).toBe(200);
  });
});

describe('rewarded watch starts per subnet', () => {
  it('six accounts across one /24: the sixth is refused, another /24 is not', async () => {
    const id = await insertContent(t.database.db);
    const vs = await viewers(6);
    const codes: number[] = [];
    for (const [i, v] of vs.entries())
      codes.push((await startFrom(v, id, `100.64.7.${i + 1}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await startFrom(nth(vs, 5), id, '100.64.7.77');
    expect(refused.json().error.message).toMatch(/this network/);
    expect((await startFrom(nth(vs, 5), id, '100.64.8.1')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(watchSession)
      .where(eq(watchSession.userId, nth(vs, 5).id));
    expect(row?.ip).toBe('100.64.8.1');
  });

  it('counts an IPv6 /64 as one subnet', async () => {
    const id = await insertContent(t.database.db);
    const vs = await viewers(6);
    const codes: number[] = [];
    for (const [i, v] of vs.entries())
      codes.push((await startFrom(v, id, `2001:db8:aa:bb::${i + 1}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
