import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvent } from '@/server/db/schema';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

const adminKey = 'analytics-admin-key-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_KEY: adminKey } });
});
afterAll(() => t.close());

const dayMs = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10);

async function insert(eventType: string, daysAgo: number, sessionId: string) {
  const at = new Date(Date.now() - daysAgo * dayMs);
  await t.database.db.insert(analyticsEvent).values({
    id: randomUUID(),
    eventType,
    occurredAt: at,
    receivedAt: at,
    sessionId,
  });
}

describe('GET /api/analytics-summary', () => {
  it('is for admins only: a session with the admin role, never the admin key', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/analytics-summary' });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signedInUser(t);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/analytics-summary',
      headers: { cookie },
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: '/api/analytics-summary',
      headers: { authorization: 'Bearer wrong-key-wrong-key-wrong' },
    });
    expect(wrongKey.statusCode).toBe(401);
    // The admin key opens only the Security Center and Run Now.
    const key = await t.app.inject({
      method: 'GET',
      url: '/.netlify/functions/analytics-summary?days=7',
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(key.statusCode).toBe(401);
  });

  it('counts events per type and UTC day, with totals and distinct sessions', async () => {
    const [s1, s2, s3] = [randomUUID(), randomUUID(), randomUUID()];
    await insert('page_view', 0, s1);
    await insert('page_view', 0, s1);
    await insert('sign_in', 0, s2);
    await insert('page_view', 3, s2);
    await insert('game_finish', 13, s3);
    await insert('page_view', 20, s3); // outside 14 days
    await insert('legacy_click', 0, s1); // a type no longer listed is not counted
    const admin = await signedInAdmin(t);
    const res = await admin.get('/api/analytics-summary');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      days: number;
      daily: { day: string; counts: Record<string, number> }[];
      totals: Record<string, number>;
      total: number;
      sessions: number;
    };
    expect(body.days).toBe(14);
    expect(body.daily).toHaveLength(14);
    expect(body.daily[0]?.day).toBe(day(13));
    const on = (d: string) => body.daily.find((x) => x.day === d)?.counts;
    expect(on(day(0))).toMatchObject({ page_view: 2, sign_in: 1, game_finish: 0 });
    expect(on(day(3))).toMatchObject({ page_view: 1 });
    expect(on(day(13))).toMatchObject({ game_finish: 1 });
    expect(body.totals).toMatchObject({ page_view: 3, sign_in: 1, game_finish: 1, sign_up: 0 });
    expect(body.total).toBe(5);
    expect(body.sessions).toBe(3);
    const week = (await admin.get('/api/analytics-summary?days=7')).json() as typeof body;
    expect(week.totals).toMatchObject({ page_view: 3, game_finish: 0 });
  });

  it('refuses a range other than 7, 14 or 30 days', async () => {
    const admin = await signedInAdmin(t);
    const res = await admin.get('/api/analytics-summary?days=9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Days must be 7, 14 or 30.' },
    });
  });
});
