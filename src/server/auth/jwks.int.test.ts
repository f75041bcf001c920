import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '@/test/admin-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('JWKS', () => {
  it('publishes keys that verify a token the server signed for a user', async () => {
    const me = await signedInUser(t);
    const { cookie } = me;

    const tokenRes = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie },
    });
    const { token } = tokenRes.json() as { token: string };
    const jwksRes = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwksRes.headers['cache-control']).toBe('public, max-age=600');
    const jwks = jwksRes.json() as JSONWebKeySet;
    expect(jwks.keys.length).toBeGreaterThan(0);

    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: testOrigin,
      audience: testOrigin,
    });
    expect(payload.sub).toBe(me.id);
  });

  it('does not verify a token with a forged signature', async () => {
    const { cookie } = await signedInUser(t);
    const { token } = (
      await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })
    ).json() as { token: string };
    const jwks = (
      await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json() as JSONWebKeySet;
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}.${s?.slice(0, -4)}AAAA`;
    await expect(jwtVerify(forged, createLocalJWKSet(jwks))).rejects.toThrow();
  });
});
