import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, newUser, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createOrPromoteAdmin } from '../auth/create-admin';
import { requireAdmin } from '../auth/session-guards';
import { mountFunction } from '../http/mount-function';
import { adminEndpoints } from './admin-routes';

const adminKey = 'k'.repeat(40);

function withKeyProbe(configuredKey: string | undefined) {
  return createTestApp({
    env: configuredKey ? { ADMIN_KEY: configuredKey } : {},
    extend: (app, auth) =>
      mountFunction(app, {
        method: 'GET',
        name: 'key-probe',
        handler: async (request, reply) => {
          const via = await requireAdmin(auth, request, reply, { adminKey: configuredKey });
          return { via: via.via };
        },
      }),
  });
}

describe('admin endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuse anonymous callers (401) and ordinary users (403), every one of them', async () => {
    const u = newUser();
    await signUp(t, u);
    const cookie = await signIn(t, u);
    for (const { method, url } of adminEndpoints) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('serve an admin, made from the command line helper', async () => {
    const a = newUser();
    const made = await createOrPromoteAdmin(t.auth, t.database.db, {
      email: a.email,
      password: a.password,
      displayName: a.displayName,
    });
    expect(made.created).toBe(true);
    const cookie = await signIn(t, a);
    expect((await currentUser(t, cookie))?.role).toBe('admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts?q=user-',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.length).toBeGreaterThan(0);
  });

  it('promote an existing account without touching its password', async () => {
    const u = newUser();
    await signUp(t, u);
    expect((await createOrPromoteAdmin(t.auth, t.database.db, { email: u.email })).created).toBe(
      false,
    );
    expect((await currentUser(t, await signIn(t, u)))?.role).toBe('admin');
  });
});

describe('the admin key', () => {
  it('is refused when none is configured', async () => {
    const t = await withKeyProbe(undefined);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/key-probe',
      headers: { authorization: `Bearer ${adminKey}` },
    });
    await t.close();
    expect(res.statusCode).toBe(401);
  });

  it('is refused when wrong, accepted when right', async () => {
    const t = await withKeyProbe(adminKey);
    try {
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/key-probe',
        headers: { authorization: `Bearer ${adminKey}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({
        method: 'GET',
        url: '/api/key-probe',
        headers: { authorization: `Bearer ${adminKey}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ via: 'key' });
    } finally {
      await t.close();
    }
  });
});
