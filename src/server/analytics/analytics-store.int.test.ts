import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvent } from '@/server/db/schema';
import { pageView, sendBatch } from '@/test/analytics-helpers';
import { signedInUser } from '@/test/admin-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = (id: string) =>
  t.database.db.select().from(analyticsEvent).where(eq(analyticsEvent.id, id));

describe('POST /api/analytics stores events', () => {
  it('keeps each event once, within a batch and across batches', async () => {
    const a = pageView();
    const b = pageView();
    const first = await sendBatch(t, { events: [a, b, a] });
    expect(first.json()).toEqual({ accepted: 2, duplicates: 1 });
    const again = await sendBatch(t, { events: [b, pageView(), a] });
    expect(again.json()).toEqual({ accepted: 1, duplicates: 2 });
    expect(await stored(a.id)).toHaveLength(1);
  });

  it('dates an event by the server clock less its offset, and ignores a client timestamp', async () => {
    const e = pageView({ offsetMs: 60_000, timestamp: '2001-01-01T00:00:00Z' });
    const before = Date.now();
    await sendBatch(t, { events: [e] });
    const [row] = await stored(e.id);
    if (!row) throw new Error('not stored');
    expect(row.receivedAt.getTime() - row.occurredAt.getTime()).toBe(60_000);
    expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row).toMatchObject({ url: '/home', data: { title: 'Home' }, referrer: null });
  });

  it('takes the user from the session, never from the body', async () => {
    const me = await signedInUser(t);
    const { cookie } = me;
    const forged = randomUUID();
    const signedIn = pageView({ userId: forged });
    await sendBatch(t, { events: [signedIn] }, { cookie });
    expect((await stored(signedIn.id))[0]?.userId).toBe(me.id);
    const anonymous = pageView({ userId: me.id });
    await sendBatch(t, { events: [anonymous] });
    expect((await stored(anonymous.id))[0]?.userId).toBeNull();
  });

  it('keeps the address only anonymised, and the user agent cut short', async () => {
    const v4 = pageView();
    await sendBatch(
      t,
      { events: [v4] },
      { remoteAddress: '203.0.113.77', headers: { 'user-agent': `UA ${'x'.repeat(1000)}` } },
    );
    const [row4] = await stored(v4.id);
    expect(row4?.ip).toBe('203.0.113.0');
    expect(row4?.userAgent).toHaveLength(512);
    const v6 = pageView();
    await sendBatch(t, { events: [v6] }, { remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348' });
    expect((await stored(v6.id))[0]?.ip).toBe('2001:db8:85a3::');
  });
});

describe('POST /api/analytics is rate limited per anonymised address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { ANALYTICS_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the limit, counting a /24 as one address', async () => {
    for (const host of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await sendBatch(limited, { events: [pageView()] }, { remoteAddress: host });
      expect(res.statusCode).toBe(200);
    }
    const refused = await sendBatch(
      limited,
      { events: [pageView()] },
      { remoteAddress: '198.51.100.4' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await sendBatch(
      limited,
      { events: [pageView()] },
      { remoteAddress: '192.0.2.1' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
