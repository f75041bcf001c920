import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { promoteConfiguredAdmins } from './auth/create-admin';
import { user } from './db/schema';
import { z } from 'zod';
import { defineRoute } from './http/define-route';
import { mountRoute } from './http/mount-routes';
import { grantQtt } from './ledger/grant-qtt';
import { withTransaction } from './db/transaction';

/** Regressions for a review of the money and auth paths: each was once a real hole. */
let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAILS: 'boss@qtn.example', AUTH_RATE_LIMIT: 'false' },
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
  ({ cookie, id: userId } = await signedInUser(t));
  await withTransaction(t.database.db, (tx) =>
    grantQtt(tx, {
      userId,
      amount: qtt(100),
      reason: 'g',
      idempotencyKey: `h:${userId}`,
    }),
  );
});
afterAll(() => t.close());

const as = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { cookie, origin: testOrigin, ...headers } });

describe('hardening', () => {
  it('guards percent-encoded API paths against cross-site requests', async () => {
    for (const url of ['/%61pi/csrf-probe', '/.netlify/%66unctions/csrf-probe']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: 'x',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('does not make an unconfirmed ADMIN_EMAILS sign-up an admin', async () => {
    const boss = newUser({ email: 'BOSS@qtn.example' });
    await signUp(t, boss);
    const bossCookie = await signIn(t, boss);
    expect((await currentUser(t, bossCookie))?.role).toBe('user');
    await promoteConfiguredAdmins(t.database.db, ['boss@qtn.example']);
    expect((await currentUser(t, bossCookie))?.role).toBe('user');
    await t.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, 'boss@qtn.example'));
    await promoteConfiguredAdmins(t.database.db, ['boss@qtn.example']);
    expect((await currentUser(t, bossCookie))?.role).toBe('admin');
  });

  it('counts failures against the account the endpoint really signs in, in JSON only', async () => {
    const victim = newUser();
    await signUp(t, victim);
    for (let i = 0; i < 10; i++) {
      await post(t, '/api/auth/sign-in/username', {
        username: victim.displayName,
        email: `decoy${i}@example.com`,
        password: 'wrong-password',
      });
    }
    const locked = await post(t, '/api/auth/sign-in/username', {
      username: victim.displayName,
      password: victim.password,
    });
    expect(locked.statusCode).toBe(429);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: `email=${encodeURIComponent(victim.email)}&password=x`,
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it.each([
    ['POST', '/api/vaults', { amount: '92233720369', durationDays: 30 }],
    ['GET', '/api/wallet/transactions?before=9999999999999999999'],
    ['GET', '/api/wallet/transactions?from=2026-13-45'],
    ['GET', '/api/wallet/transactions?to=2026-02-30'],
  ] as const)('%s %s is a 400, not a 500', async (method, url, payload?: object) => {
    const res = await as(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('an admin adjustment for an unknown user is a 404', async () => {
    const { cookie: adminCookie } = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ledger/adjustments',
      payload: {
        userId: '00000000-0000-4000-8000-000000000000',
        amount: '1',
        direction: 'grant',
        reason: 'test',
      },
      headers: { cookie: adminCookie, origin: testOrigin },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a malformed Host header does not break the auth endpoints', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { host: 'a b[' },
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('the same vault Idempotency-Key with another duration is refused', async () => {
    const key = { 'idempotency-key': 'hardening-vault-key-1' };
    expect(
      (await as('POST', '/api/vaults', { amount: '10', durationDays: 7 }, key)).statusCode,
    ).toBe(201);
    const again = await as('POST', '/api/vaults', { amount: '10', durationDays: 90 }, key);
    expect(again.statusCode).toBe(422);
  });
});
