import { totp } from '../../e2e/support/totp';
import { cookiesOf, newUser, post, signIn, signUp, type TestUser } from './auth-helpers';
import type { TestApp } from './test-app';

/** The 30 addresses a stranger guesses from (the test app trusts X-Forwarded-For). */
export const strangerAddress = (i: number) => `198.51.100.${(i % 30) + 1}`;

/** A sign-in by email (or, with `byUsername`, by display name) from `address`. */
export function signInFrom(
  t: TestApp,
  u: Pick<TestUser, 'email' | 'displayName'>,
  password: string,
  address: string,
  extra: { byUsername?: boolean; cookie?: string; totpCode?: string } = {},
) {
  const body = extra.byUsername
    ? { username: u.displayName, password }
    : { email: u.email, password };
  return post(
    t,
    extra.byUsername ? '/api/auth/sign-in/username' : '/api/auth/sign-in/email',
    extra.totpCode ? { ...body, totpCode: extra.totpCode } : body,
    { 'x-forwarded-for': address, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
  );
}

/**
 * A stranger guessing at one account from 30 addresses for one hour of the app's clock,
 * as fast as the throttle lets anyone: each refusal's Retry-After is waited out by moving
 * the clock. Returns how many guesses were checked (401) and how many were refused (429).
 */
export async function attackForAnHour(
  t: TestApp,
  u: Pick<TestUser, 'email' | 'displayName'>,
  opts: { byUsername?: boolean } = {},
) {
  const start = t.clock.now().getTime();
  let guesses = 0;
  let refusals = 0;
  for (let i = 0; t.clock.now().getTime() - start < 3_600_000; i++) {
    const res = await signInFrom(t, u, `wrong guess ${i}`, strangerAddress(i), opts);
    if (res.statusCode === 401) guesses++;
    else if (res.statusCode === 429) {
      refusals++;
      t.clock.shiftMs += Number(res.headers['retry-after']) * 1000;
    } else throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
  }
  return { guesses, refusals };
}

/** Wrong guesses from the 30 addresses until the account is throttled for everyone. */
export async function throttleAccount(t: TestApp, u: Pick<TestUser, 'email' | 'displayName'>) {
  for (let i = 0; i < 30; i++) {
    const res = await signInFrom(t, u, `wrong guess ${i}`, strangerAddress(i));
    if (res.statusCode === 429) return res;
  }
  throw new Error('the account was never throttled');
}

/** A new account with two-factor on; returns its TOTP secret. Signed out afterwards. */
export async function userWithTwoFactor(t: TestApp) {
  const u = newUser();
  await signUp(t, u);
  const cookie = await signIn(t, u);
  const enabled = await post(
    t,
    '/api/auth/two-factor/enable',
    { password: u.password },
    { cookie },
  );
  const { totpURI } = enabled.json() as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  // The previous step's code: the tests use the current one next, and each code works once.
  // The server takes it only while its clock is still in the current step, so the code is
  // not made in a step's last seconds (a busy machine crossed into the next step meanwhile
  // and the code was refused as two steps old).
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await new Promise((r) => setTimeout(r, 30_000 - intoStep + 100));
  const on = await post(
    t,
    '/api/auth/two-factor/verify-totp',
    { code: totp(secret, Date.now() - 30_000) },
    { cookie },
  );
  if (on.statusCode !== 200) throw new Error(`two-factor not on: ${on.body}`);
  await post(t, '/api/auth/sign-out', {}, { cookie: cookiesOf(on) || cookie });
  return { u, secret };
}
