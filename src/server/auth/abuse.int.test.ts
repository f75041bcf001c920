import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { mountRoute } from '../http/mount-routes';

describe('cross-site request forgery', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app, auth) =>
        mountRoute(
          app,
          defineRoute({
            method: 'POST',
            name: 'csrf-probe',
            operationId: 'csrfProbe',
            summary: 'A probe of the CSRF guard',
            access: 'visitor',
            responses: { 200: z.object({ ok: z.literal(true) }) },
            errors: [],
            handler: () => ({ ok: true as const }),
          }),
          undefined,
          { auth },
        ),
    });
    const u = newUser();
    await signUp(t, u);
    cookie = await signIn(t, u);
  });
  afterAll(() => t.close());

  const probe = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/csrf-probe', payload: {}, headers });

  it('refuses a cookie-bearing request from another origin, or with no origin', async () => {
    expect((await probe({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await probe({ cookie })).statusCode).toBe(403);
    expect(
      (await probe({ cookie, origin: testOrigin, 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403);
    const res = await probe({ cookie, origin: 'https://evil.example' });
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'This request came from another site.' },
    });
  });

  it('lets our own origin through (Origin or Referer)', async () => {
    expect((await probe({ cookie, origin: testOrigin })).statusCode).toBe(200);
    expect((await probe({ cookie, referer: `${testOrigin}/wallet` })).statusCode).toBe(200);
  });

  it('guards the auth endpoints too: a forged sign-out is refused', async () => {
    const res = await post(t, '/api/auth/sign-out', {}, { cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    post(t, '/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': ip });

  it('answer 429 with a clear message after 10 sign-ins a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await attempt(`nobody${i}@example.com`, 'wrong-password', '203.0.113.7')).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await attempt('nobody@example.com', 'wrong-password', '203.0.113.7');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(
      /^Too many attempts\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    const other = await attempt('nobody@example.com', 'wrong-password', '203.0.113.8');
    expect(other.statusCode).toBe(401);
  });

  it('slow an account after failures from anywhere, never lock it, and name the wait', async () => {
    const u = newUser();
    await signUp(t, u);
    for (let i = 0; i < 11; i++) {
      expect((await attempt(u.email, 'wrong-password', `198.51.100.${i + 1}`)).statusCode).toBe(
        401,
      );
    }
    const slowed = await attempt(u.email.toUpperCase(), u.password, '198.51.100.200');
    expect(slowed.statusCode).toBe(429);
    // The throttle's clock runs in real time too: a slow machine may spend a second or two
    // between the last failure and this attempt.
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(slowed.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: `Too many attempts. Try again in ${wait} seconds.` },
    });
    // A delay, not a lock: once it has passed the right password works.
    t.clock.shiftMs += 30_000;
    expect((await attempt(u.email, u.password, '198.51.100.200')).statusCode).toBe(200);
    // Someone else's account is unaffected.
    const v = newUser();
    await signUp(t, v);
    await expect(signIn(t, v)).resolves.toContain('qtn.session_token');
  });
});
