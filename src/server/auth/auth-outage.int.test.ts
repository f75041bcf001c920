/**
 * better-auth catches some database failures itself and answers with its own error (or a
 * success it could not honour). While the database is unreachable, every one of those
 * answers must be 503 UNAVAILABLE with Retry-After (docs/decisions/031).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';

describe('auth while the database is unreachable', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp();
    const u = newUser();
    expect((await signUp(t, u)).statusCode).toBe(200);
    cookie = await signIn(t, u);
    await t.database.close(); // every query now fails as if the server were gone
  }, 120_000);
  afterAll(() => t.app.close());

  it.each([
    [
      'GET',
      '/api/wallet',
      "an app route's session read (better-auth: 500 'Failed to get session')",
    ],
    ['GET', '/api/vaults', 'another signed-in read'],
    ['GET', '/api/auth/get-session', "better-auth's own session read (500)"],
    ['POST', '/api/auth/sign-out', 'sign-out (a success would leave the session unrevoked)'],
  ] as const)('%s %s: 503, %s', async (method, url, _what) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        cookie,
        origin: testOrigin,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: '{}' } : {}),
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
  });

  it('sign-up answers 503, not a refusal of the new account', async () => {
    const u = newUser();
    const res = await signUp(t, u);
    expect(res.statusCode, res.body).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
