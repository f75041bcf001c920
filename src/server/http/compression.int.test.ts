import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { compressionThresholdBytes } from './compression';
import { z } from 'zod';
import { defineRoute } from './define-route';
import { mountRoute } from './mount-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app, auth) =>
      mountRoute(
        app,
        defineRoute({
          method: 'GET',
          name: 'big-test',
          operationId: 'bigTest',
          summary: 'A large answer',
          access: 'visitor',
          responses: { 200: z.object({ items: z.string() }) },
          errors: [],
          handler: () => ({ items: 'x'.repeat(compressionThresholdBytes * 4) }),
        }),
        undefined,
        { auth },
      ),
  });
});
afterAll(async () => {
  await t.close();
});

describe('response compression', () => {
  it('a JSON answer over the threshold comes back brotli-compressed when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/big-test',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.rawPayload.length).toBeLessThan(compressionThresholdBytes);
  });

  it('gzip for a client without brotli; nothing for a small answer', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/big-test',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('the heartbeat is never compressed', async () => {
    const route = t.app.hasRoute({ method: 'POST', url: '/api/powt-heartbeat' });
    expect(route).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/powt-heartbeat',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
      payload: { h: 'x'.repeat(2000) },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
