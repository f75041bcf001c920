import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvent } from '@/server/db/schema';
import { pageView, sendBatch } from '@/test/analytics-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedCount = async () => (await t.database.db.select().from(analyticsEvent)).length;

async function expectRefused(payload: unknown, message: string) {
  const before = await storedCount();
  const res = await sendBatch(t, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  // One bad event fails the whole batch: nothing of it is stored.
  expect(await storedCount()).toBe(before);
}

const withBad = (overrides: Record<string, unknown>) => ({
  events: [pageView(), pageView(overrides)],
});

describe('POST /api/analytics refuses a batch with a bad event and names the field', () => {
  it.each([
    [{ id: 'not-a-uuid' }, 'events[1].id: The event id must be a UUID.'],
    [{ eventType: 'purchase' }, 'events[1].eventType: Unknown event type.'],
    [{ offsetMs: -1 }, 'events[1].offsetMs: The offset cannot be negative.'],
    [{ offsetMs: 86_400_001 }, 'events[1].offsetMs: The offset must be at most 86400000 ms.'],
    [{ offsetMs: 1.5 }, 'events[1].offsetMs: The offset must be a whole number of milliseconds.'],
    [{ offsetMs: '10' }, 'events[1].offsetMs: The offset must be a number of milliseconds.'],
    [{ sessionId: 'abc' }, 'events[1].sessionId: The session id must be a UUID.'],
    [{ url: 'https://evil.example/' }, 'events[1].url: The url must be a path starting with /.'],
    [{ url: `/${'a'.repeat(2048)}` }, 'events[1].url: The url must be 2048 bytes or fewer.'],
    [{ url: '/a\u0000b' }, 'events[1].url: The url cannot contain NUL characters.'],
    [{ url: 5 }, 'events[1].url: The url must be text.'],
    [
      { referrer: `https://a.example/${'é'.repeat(1020)}` },
      'events[1].referrer: The referrer must be 2048 bytes or fewer.',
    ],
    [{ data: 'text' }, 'events[1].data: Data must be an object.'],
    [
      { data: { nested: { a: 1 } } },
      'events[1].data.nested: Data values must be text, numbers or booleans.',
    ],
    [
      { data: { nothing: null } },
      'events[1].data.nothing: Data values must be text, numbers or booleans.',
    ],
    [
      { data: { long: 'x'.repeat(201) } },
      'events[1].data.long: Data text must be 200 characters or fewer.',
    ],
    [{ data: { '1st': 1 } }, 'events[1].data.1st: Data keys are letters, digits and _ (up to 40).'],
    [
      { data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
      'events[1].data: Data may have at most 20 keys.',
    ],
    [
      {
        data: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(200)])),
      },
      'events[1].data: Data must be 2048 bytes or fewer as JSON.',
    ],
  ])('%j', async (overrides, message) => {
    await expectRefused(withBad(overrides), message);
  });

  it('refuses a body that is not a batch, and an empty batch', async () => {
    await expectRefused([pageView()], 'Send a JSON object with a list of events.');
    await expectRefused({ events: 'x' }, 'events: Send events as a list.');
    await expectRefused({ events: [] }, 'events: Send at least one event.');
  });

  it('refuses 101 events (400) and a body over 64 KB (413)', async () => {
    const many = Array.from({ length: 101 }, () => pageView({ data: {} }));
    await expectRefused({ events: many }, 'events: Send at most 100 events per batch.');
    const big = Array.from({ length: 40 }, () =>
      pageView({ url: `/${'a'.repeat(1800)}`, data: {} }),
    );
    const res = await sendBatch(t, { events: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('accepts a beacon (text/plain JSON) and refuses text that is not JSON', async () => {
    const beacon = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/.netlify/functions/analytics',
        payload,
        headers: { origin: testOrigin, 'content-type': 'text/plain;charset=UTF-8' },
      });
    const ok = await beacon(JSON.stringify({ events: [pageView()] }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ accepted: 1, duplicates: 0 });
    const bad = await beacon('{events:');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });
});
