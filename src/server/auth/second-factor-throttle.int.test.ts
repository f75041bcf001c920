import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp, wrongTotp } from '../../../e2e/support/totp';
import { cookiesOf, currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userWithTwoFactor() {
  const u = newUser();
  await signUp(t, u);
  const cookie = await signIn(t, u);
  const enabled = await post(
    t,
    '/api/auth/two-factor/enable',
    { password: u.password },
    { cookie },
  );
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const on = await post(t, '/api/auth/two-factor/verify-totp', { code: totp(secret) }, { cookie });
  expect(on.statusCode).toBe(200);
  await post(t, '/api/auth/sign-out', {}, { cookie: cookiesOf(on) || cookie });
  return { u, secret, backupCodes };
}

async function challenge(u: { email: string; password: string }) {
  const res = await post(t, '/api/auth/sign-in/email', { email: u.email, password: u.password });
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesOf(res);
}

const verify = (kind: 'totp' | 'backup-code', code: string, cookie: string) =>
  post(t, `/api/auth/two-factor/verify-${kind}`, { code }, { cookie });

describe('second-factor throttling', () => {
  it('delays after wrong codes, then takes the right code once the delay has passed', async () => {
    const { u, secret } = await userWithTwoFactor();
    const cookie = await challenge(u);
    for (let i = 0; i < 4; i++)
      expect((await verify('totp', wrongTotp(secret), cookie)).statusCode).toBe(401);

    const right = totp(secret, Date.now() + 30_000);
    const early = await verify('totp', right, cookie);
    expect(early.statusCode).toBe(429);
    // 30 s after the 4th failure; a second may have passed on a loaded machine.
    expect(['29', '30']).toContain(early.headers['retry-after']);
    expect(early.json().error.message).toBe(
      `Too many attempts. Try again in ${String(early.headers['retry-after'])} seconds.`,
    );

    t.clock.shiftMs += 30_000;
    const late = await verify('totp', right, cookie);
    expect(late.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(late)))?.email).toBe(u.email);
  });

  it('keeps recovery codes working while authenticator codes are delayed', async () => {
    const { u, secret, backupCodes } = await userWithTwoFactor();
    const cookie = await challenge(u);
    for (let i = 0; i < 4; i++) await verify('totp', wrongTotp(secret), cookie);
    expect((await verify('totp', totp(secret, Date.now() + 30_000), cookie)).statusCode).toBe(429);
    const recovered = await verify('backup-code', backupCodes[0] ?? '', cookie);
    expect(recovered.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(recovered)))?.email).toBe(u.email);
  });
});
