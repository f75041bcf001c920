import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pilotRunNowSchema } from '@/domain/api/pilot';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { clockOffMidnight } from '@/test/clock-off-midnight';
import { insertContent } from '@/test/factories';
import { rewardTransfers } from '@/test/pilot-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { reconcileLedger } from '../ledger/reconcile-ledger';

const adminKey = 'pilot-admin-key-0123456789abcdef';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

async function member() {
  const { cookie, id } = await signedInUser(t);
  return { cookie, id };
}
const usage = (who: { cookie: string }, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/pilot-usage',
    payload: { watchSeconds: 0, gameSeconds: 0, ...body },
    headers: { cookie: who.cookie, origin: testOrigin },
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers });

beforeAll(async () => {
  t = await createTestApp({ env: { ENABLE_TEST_ROUTES: 'true', ADMIN_KEY: adminKey } });
  // Every expectation here names today and yesterday: start well clear of a UTC midnight.
  await clockOffMidnight(t.clock, 90_000);
  admin = await signedInAdmin(t);
  await insertContent(t.database.db);
  alice = await member();
  bob = await member();
  for (const [who, body] of [
    [alice, { daysAgo: 0, watchSeconds: 90, gameSeconds: 30 }],
    [alice, { daysAgo: 1, watchSeconds: 60, gameSeconds: 0 }],
    [alice, { daysAgo: 3, watchSeconds: 60, gameSeconds: 0 }],
    [bob, { daysAgo: 1, watchSeconds: 30, gameSeconds: 30 }],
    [bob, { daysAgo: 10, watchSeconds: 600, gameSeconds: 0 }],
  ] as const) {
    expect((await usage(who, body)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

describe('who may ask', () => {
  it.each([
    ['GET', 'pilot-daily-rewards'],
    ['POST', 'pilot-daily-rewards?run=now'],
    ['GET', 'pilot-report'],
    ['GET', 'reward-pool'],
  ] as const)('%s %s: 401 signed out, 403 for a member', async (method, name) => {
    const call = method === 'GET' ? get : post;
    const out = await call(`/api/${name}`);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please log in first.' },
    });
    const member = await call(`/api/${name}`, { cookie: alice.cookie, origin: testOrigin });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('FORBIDDEN');
  });

  it('takes the bearer admin key for the summary, and refuses a wrong one', async () => {
    const ok = await get('/api/pilot-daily-rewards', { authorization: `Bearer ${adminKey}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ dailyBudgetQtt: '1000', processed: 0, scale: 1 });
    const wrong = await get('/api/pilot-daily-rewards', { authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses test/pilot-usage out of range and signed out', async () => {
    expect((await usage(alice, { daysAgo: 61 })).statusCode).toBe(400);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/test/pilot-usage',
      payload: { daysAgo: 0, watchSeconds: 1, gameSeconds: 0 },
      headers: { origin: testOrigin },
    });
    expect(out.statusCode).toBe(401);
  });
});

describe('GET pilot-report', () => {
  it.each([
    ['days=8', 'Range must be 7, 14, 30 or 60 days.'],
    ['days=abc', 'Range must be 7, 14, 30 or 60 days.'],
    ['userId=abc', 'Invalid user id.'],
    ['series=2', 'series must be 0 or 1.'],
    ['format=xml', 'format must be json or csv.'],
  ])('?%s answers 400 %s', async (query, message) => {
    const res = await admin.get(`/api/pilot-report?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('sums the last 7 UTC days including today, per user, a page in user id order', async () => {
    const res = await admin.get('/api/pilot-report');
    expect(res.statusCode).toBe(200);
    const today = utcDayOf(t.clock.now());
    const rows = [
      {
        userId: alice.id,
        userName: expect.any(String),
        watchMins: 3.5,
        gameMins: 0.5,
        totalMins: 4,
      },
      { userId: bob.id, userName: expect.any(String), watchMins: 0.5, gameMins: 0.5, totalMins: 1 },
    ].sort((a, b) => a.userId.localeCompare(b.userId));
    expect(res.json()).toEqual({
      totals: { watchMins: 4, gameMins: 1, totalMins: 5 },
      rows,
      nextCursor: null,
      users: 2,
      since: addDays(today, -6),
      series: [],
    });
  });

  it('pages everyone with cursor and limit, the totals whole on every page', async () => {
    const first = (await admin.get('/api/pilot-report?limit=1')).json();
    expect(first.rows).toHaveLength(1);
    expect(first.nextCursor).toBe(first.rows[0].userId);
    const second = (await admin.get(`/api/pilot-report?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.rows).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([first.rows[0].userId, second.rows[0].userId])).toEqual(
      new Set([alice.id, bob.id]),
    );
    expect(second.totals).toEqual(first.totals);
    expect(second.users).toBe(2);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 500.'],
    ['limit=501', 'limit must be a whole number from 1 to 500.'],
    ['limit=x', 'limit must be a whole number from 1 to 500.'],
    ['cursor=nope', 'Invalid cursor.'],
  ])('?%s answers 400 %s', async (query, message) => {
    const res = await admin.get(`/api/pilot-report?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('adds every day oldest first with series=1, and filters by user', async () => {
    const today = utcDayOf(t.clock.now());
    const res = await admin.get(`/api/pilot-report?days=14&series=1&userId=${bob.id}`);
    const body = res.json();
    expect(body.rows).toHaveLength(1);
    expect(body.totals).toEqual({ watchMins: 10.5, gameMins: 0.5, totalMins: 11 });
    expect(body.series).toHaveLength(14);
    expect(body.series[0].day).toBe(addDays(today, -13));
    expect(body.series[13]).toEqual({ day: today, watchMins: 0, gameMins: 0, totalMins: 0 });
    expect(body.series[3]).toEqual({
      day: addDays(today, -10),
      watchMins: 10,
      gameMins: 0,
      totalMins: 10,
    });
  });

  it('exports pilot-report.csv with the exact header and one row per user', async () => {
    const res = await admin.get('/api/pilot-report?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pilot-report.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'userId,watchMins,gameMins,totalMins',
      `${alice.id},3.5,0.5,4`,
      `${bob.id},0.5,0.5,1`,
      '',
    ]);
  });
});

describe('GET pilot-pool and reward-pool', () => {
  it("shows today's pool to anyone, and a signed-in user's projected share", async () => {
    const anonymous = await get('/api/pilot-pool');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({
      day: utcDayOf(t.clock.now()),
      dailyBudgetQtt: '1000',
      verifiedMinutes: 2,
      users: 1,
      demandQtt: '1.2',
      scale: 1,
      scaled: false,
      you: null,
    });
    const mine = await get('/api/pilot-pool', { cookie: alice.cookie });
    expect(mine.json().you).toEqual({ minutes: 2, projectedShareQtt: '1.2' });
    const theirs = await get('/api/pilot-pool', { cookie: bob.cookie });
    expect(theirs.json().you).toEqual({ minutes: 0, projectedShareQtt: '0' });
  });

  it("gives admins the pool's balance in days of budget", async () => {
    const res = await admin.get('/api/reward-pool');
    expect(res.json()).toEqual({
      balanceQtt: '1000000',
      dailyBudgetQtt: '1000',
      daysOfBudget: 1000,
    });
  });
});

describe('Run Now', () => {
  it('refuses an unknown run value', async () => {
    for (const res of [
      await admin.get('/api/pilot-daily-rewards?run=later'),
      await admin.post('/api/pilot-daily-rewards?run=later'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("run must be 'now'.");
    }
  });

  it('refuses a GET (an admin cookie sent by another site, or the key) and allocates nothing', async () => {
    const calls = [
      get('/api/pilot-daily-rewards?run=now', {
        cookie: admin.cookie,
        'sec-fetch-site': 'cross-site',
        referer: 'https://evil.example/page',
      }),
      get('/.netlify/functions/pilot-daily-rewards?run=now', { cookie: admin.cookie }),
      get('/api/pilot-daily-rewards?run=now', { authorization: `Bearer ${adminKey}` }),
      get('/api/pilot-daily-rewards?run=now'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({
        error: { code: 'METHOD_NOT_ALLOWED', message: 'Run Now needs a POST request.' },
      });
    }
    const summary = (await admin.get('/api/pilot-daily-rewards')).json();
    expect(summary).toMatchObject({ processed: 0, latest: null, runs: [] });
    expect(await rewardTransfers(t.database.db)).toEqual([]);
  });

  it("refuses a POST with an admin's cookie from another site (the CSRF guard)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pilot-daily-rewards?run=now',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This request came from another site.');
    expect((await admin.get('/api/pilot-daily-rewards')).json().latest).toBeNull();
  });

  it('allocates yesterday once under 8 parallel presses', async () => {
    const yesterday = addDays(utcDayOf(t.clock.now()), -1);
    const presses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? admin.post('/api/pilot-daily-rewards?run=now')
          : post('/api/pilot-daily-rewards?run=now', { authorization: `Bearer ${adminKey}` }),
      ),
    );
    expect(presses.map((p) => p.statusCode)).toEqual(Array(8).fill(200));
    const answers = presses.map((p) => pilotRunNowSchema.parse(p.json()));
    expect(answers.flatMap((a) => a.allocated)).toEqual([yesterday]);
    const transfers = await rewardTransfers(t.database.db);
    expect(transfers.map((x) => x.amount).sort()).toEqual([60_000_000n, 60_000_000n]);
    const summary = await admin.get('/api/pilot-daily-rewards');
    expect(summary.json()).toMatchObject({
      processed: 2,
      scaled: false,
      latest: { day: yesterday, state: 'completed', totalQtt: '1.2', demandQtt: '1.2' },
    });
    expect(summary.json().runs).toHaveLength(1);
    // The press that allocated says so; the others say there was nothing left to do.
    expect(answers.map((a) => a.message).sort()).toEqual([
      'Manual allocation run requested',
      ...Array(7).fill(`Nothing to allocate: ${yesterday} was already allocated.`),
    ]);
  });
});
