import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { currentUser, newUser, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { createOrPromoteAdmin } from '../auth/create-admin';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { mountRoute } from '../http/mount-routes';
import { adminEndpoints, adminEndpointUrl } from './admin-endpoints';

const adminKey = 'k'.repeat(40);

function withKeyProbe(configuredKey: string | undefined) {
  return createTestApp({
    env: configuredKey ? { ADMIN_KEY: configuredKey } : {},
    extend: (app, auth) =>
      mountRoute(
        app,
        defineRoute({
          method: 'GET',
          name: 'key-probe',
          operationId: 'keyProbe',
          summary: 'Who the admin-or-admin-key guard let in',
          access: 'admin-or-admin-key',
          responses: { 200: z.object({ actor: z.string() }) },
          errors: [],
          handler: ({ caller }) => ({ actor: caller }),
        }),
        undefined,
        { auth, adminKey: configuredKey },
      ),
  });
}

describe('admin endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuse anonymous callers (401) and ordinary users (403), every one of them', async () => {
    const { cookie } = await signedInUser(t);
    for (const endpoint of adminEndpoints) {
      const { method } = endpoint;
      const url = adminEndpointUrl(endpoint.url);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      const res = await t.app.inject({ method, url, headers: { cookie, origin: testOrigin } });
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
      expect(right.json()).toEqual({ actor: 'admin-key' });
    } finally {
      await t.close();
    }
  });
});

describe('the admin key on every admin route', () => {
  const registered: Array<{ method: string; url: string }> = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_KEY: adminKey },
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    });
  });
  afterAll(() => t.close());
  const bearer = { authorization: `Bearer ${adminKey}` };
  const label = (e: { method: string; url: string }) => `${e.method} ${e.url}`;

  it('the list names every route that refuses an ordinary member as not an admin', async () => {
    const headers = { cookie: (await signedInUser(t)).cookie, origin: testOrigin };
    const found: string[] = [];
    const routes = registered.filter(
      (r) => r.method !== 'HEAD' && /^\/api\//.test(r.url) && !/^\/api\/(auth|test)\//.test(r.url),
    );
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: adminEndpointUrl(route.url),
        headers,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      if (res.statusCode === 403 && res.json().error.message === 'This page is for admins only.')
        found.push(label(route));
    }
    expect(found.sort()).toEqual(adminEndpoints.map(label).sort());
  });

  it('opens only the Security Center and Run Now: every other admin route answers 401/403', async () => {
    for (const endpoint of adminEndpoints) {
      const res = await t.app.inject({
        method: endpoint.method,
        url: adminEndpointUrl(endpoint.url),
        headers: bearer,
        ...(endpoint.method === 'POST' ? { payload: {} } : {}),
      });
      if (endpoint.key) expect([401, 403], label(endpoint)).not.toContain(res.statusCode);
      else {
        expect([401, 403], label(endpoint)).toContain(res.statusCode);
        expect(res.json().error.code).toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
      }
    }
    const center = await t.app.inject({
      method: 'GET',
      url: '/api/security-center',
      headers: bearer,
    });
    expect(center.statusCode).toBe(200);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/pilot-daily-rewards?run=now',
      headers: bearer,
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().message).toMatch(
      /^(Manual allocation run requested|Nothing to allocate: \d{4}-\d{2}-\d{2} was already allocated\.)$/,
    );
  });

  it("does not lift a member's session to an admin's, and an admin's session needs no key", async () => {
    const member = { cookie: (await signedInUser(t)).cookie, ...bearer };
    const beta = await t.app.inject({ method: 'GET', url: '/api/beta-signups', headers: member });
    expect(beta.statusCode).toBe(403);
    const admin = await signedInAdmin(t);
    expect((await admin.get('/api/beta-signups')).statusCode).toBe(200);
    expect((await admin.get('/api/analytics-summary')).statusCode).toBe(200);
  });
});
