import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../../e2e/support/totp';
import { cookiesOf, currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('two-factor sign-in', () => {
  it('takes each TOTP code once: a replayed code is refused, a fresh one works', async () => {
    const u = newUser();
    await signUp(t, u);
    const cookie = await signIn(t, u);
    const enabled = await post(
      t,
      '/api/auth/two-factor/enable',
      { password: u.password },
      { cookie },
    );
    const secret = new URL(enabled.json().totpURI as string).searchParams.get('secret') ?? '';
    const code = totp(secret);
    expect(
      (await post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie })).statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie })).statusCode,
    ).toBe(401);

    await post(t, '/api/auth/sign-out', {}, { cookie });
    const challenge = await post(t, '/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
    });
    expect(challenge.json()).toMatchObject({ twoFactorRedirect: true });
    const twoFactor = cookiesOf(challenge);
    expect(await currentUser(t, twoFactor)).toBeNull();

    const replay = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code },
      { cookie: twoFactor },
    );
    expect(replay.statusCode).toBe(401);
    const fresh = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() + 30_000) },
      { cookie: twoFactor },
    );
    expect(fresh.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(fresh)))?.email).toBe(u.email);
  });
});
