import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp, wrongTotp } from '../../../e2e/support/totp';
import { cookiesOf, currentUser, newUser, post, signUp } from '@/test/auth-helpers';
import {
  attackForAnHour,
  signInFrom,
  strangerAddress,
  throttleAccount,
  userWithTwoFactor,
} from '@/test/sign-in-attack';
import { startSmtpSink } from '@/test/smtp-sink';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * Guesses a stranger spread over 30 addresses got at one account in the first hour,
 * measured on the throttle of decision 011 before decision 034: 11 at once, then one after
 * each delay (30 s doubling to 15 minutes). The owner's ways in must not raise it.
 */
const guessesPerHourBefore = 18;

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { TRUST_PROXY: 'true', SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function registered() {
  const u = newUser();
  await signUp(t, u);
  return u;
}

const ownerAddress = '192.0.2.77';

describe('a stranger guessing from 30 addresses', () => {
  it('gets no more guesses an hour at one account than before, by email or username', async () => {
    const byEmail = await attackForAnHour(t, await registered());
    expect(byEmail.guesses).toBe(guessesPerHourBefore);
    expect(byEmail.refusals).toBeGreaterThan(0);
    const byUsername = await attackForAnHour(t, await registered(), { byUsername: true });
    expect(byUsername.guesses).toBe(guessesPerHourBefore);
  });

  it('keeps the owner out by password on a new device, but not out of the account', async () => {
    const u = await registered();
    await throttleAccount(t, u);
    // Ten minutes of attack: every password attempt of the owner's is refused ...
    for (let minute = 0; minute < 10; minute++) {
      await signInFrom(t, u, 'still guessing', strangerAddress(minute));
      const owner = await signInFrom(t, u, u.password, ownerAddress);
      expect(owner.statusCode).toBe(429);
      t.clock.shiftMs += 60_000;
    }
    // ... while the emailed link signs them in, the attack going on around it.
    expect((await post(t, '/api/sign-in-link', { identifier: u.email })).statusCode).toBe(200);
    await signInFrom(t, u, 'still guessing', strangerAddress(3));
    const token = new URL(await sink.linkFor(u.email)).searchParams.get('token') ?? '';
    await signInFrom(t, u, 'still guessing', strangerAddress(4));
    const followed = await post(
      t,
      '/api/sign-in-link/verify',
      { token },
      { 'x-forwarded-for': ownerAddress },
    );
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ outcome: 'signed-in' });
    expect((await currentUser(t, cookiesOf(followed)))?.email).toBe(u.email);

    // The link made this browser the owner's device: its password works through the attack.
    const device = followed.cookies.find((c) => c.name === 'qtn.device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
    await signInFrom(t, u, 'still guessing', strangerAddress(5));
    const again = await signInFrom(t, u, u.password, ownerAddress, {
      cookie: `qtn.device=${device?.value ?? ''}`,
    });
    expect(again.statusCode).toBe(200);
    // The stranger is still throttled.
    expect((await signInFrom(t, u, 'guess', strangerAddress(6))).statusCode).toBe(429);
  });
});

describe('a throttled answer', () => {
  // The wait counts down from the last counted guess, on the app's clock. Each guess is sent
  // at its own second of that clock (`pinned`), so how long the machine took over a password
  // check cannot make one run's wait differ from the other's (on a loaded machine the real
  // clock did: 3 s apart). The seconds are compared apart, within the few milliseconds a
  // request takes to reach the throttle; everything else must be the same, byte for byte.
  const comparable = (res: Awaited<ReturnType<typeof signInFrom>>) => {
    const { date: _date, 'retry-after': _wait, ...headers } = res.headers;
    const body = JSON.parse(res.body.replace(/\d+ seconds/g, 'N seconds')) as unknown;
    return { status: res.statusCode, body, headers };
  };
  const waitOf = (res: Awaited<ReturnType<typeof signInFrom>>) =>
    Number(res.headers['retry-after']);

  it.each([
    ['email', false],
    ['username', true],
  ] as const)('looks the same for a known and an unknown %s', async (_kind, byUsername) => {
    const known = await registered();
    const unknown = newUser();
    const startMs = Date.now() + t.clock.shiftMs;
    let second = 0;
    const pinned = () => {
      t.clock.shiftMs = startMs + 1000 * second++ - Date.now();
    };
    const run = async (u: typeof known) => {
      const statuses: number[] = [];
      let first: Awaited<ReturnType<typeof signInFrom>> | undefined;
      for (let i = 0; i < 14; i++) {
        pinned();
        const res = await signInFrom(t, u, `wrong ${i}`, strangerAddress(i), { byUsername });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) first ??= res;
      }
      // A code sent along changes nothing for either (no second factor here).
      pinned();
      const withCode = await signInFrom(t, u, 'wrong', strangerAddress(20), {
        byUsername,
        totpCode: '123456',
      });
      return { statuses, first, withCode };
    };
    const a = await run(known);
    const b = await run(unknown);
    expect(a.statuses).toEqual(b.statuses);
    expect(a.statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    if (!a.first || !b.first) throw new Error('never throttled');
    expect(comparable(a.first)).toEqual(comparable(b.first));
    expect(waitOf(a.first)).toBeGreaterThan(0);
    expect(Math.abs(waitOf(a.first) - waitOf(b.first))).toBeLessThanOrEqual(1);
    expect(comparable(a.withCode)).toEqual(comparable(b.withCode));
    expect(Math.abs(waitOf(a.withCode) - waitOf(b.withCode))).toBeLessThanOrEqual(1);
  });
});

describe('an authenticator code', () => {
  it('lets the owner of a two-factor account through the throttle, once per code', async () => {
    const { u, secret } = await userWithTwoFactor(t);
    const refusal = await throttleAccount(t, u);
    const shape = (res: typeof refusal) => ({ status: res.statusCode, code: res.json().code });

    expect(shape(await signInFrom(t, u, u.password, ownerAddress))).toEqual(shape(refusal));
    const wrong = await signInFrom(t, u, u.password, ownerAddress, {
      totpCode: wrongTotp(secret),
    });
    expect(shape(wrong)).toEqual(shape(refusal));

    const code = totp(secret);
    const passed = await signInFrom(t, u, u.password, ownerAddress, { totpCode: code });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ twoFactorRedirect: true });
    const signedIn = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code },
      { cookie: cookiesOf(passed) },
    );
    expect(signedIn.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(signedIn)))?.email).toBe(u.email);

    // The same code does not pass twice; the stranger is still throttled.
    expect(shape(await signInFrom(t, u, u.password, ownerAddress, { totpCode: code }))).toEqual(
      shape(refusal),
    );
    expect((await signInFrom(t, u, 'guess', strangerAddress(9))).statusCode).toBe(429);
  });

  it("guessed by a stranger, does not slow the second step of the owner's own sign-in", async () => {
    const { u, secret } = await userWithTwoFactor(t);
    await throttleAccount(t, u);
    for (let i = 0; i < 8; i++) {
      const res = await signInFrom(t, u, 'guess', strangerAddress(i), {
        totpCode: wrongTotp(secret),
      });
      expect(res.statusCode).toBe(429);
    }
    // The owner's device signs in with password and code as always.
    const link = await post(t, '/api/sign-in-link', { identifier: u.displayName });
    expect(link.statusCode).toBe(200);
    const token = new URL(await sink.linkFor(u.email)).searchParams.get('token') ?? '';
    const followed = await post(t, '/api/sign-in-link/verify', { token });
    expect(followed.json()).toEqual({ outcome: 'two-factor' });
    const verified = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret, Date.now() + 30_000) },
      { cookie: cookiesOf(followed) },
    );
    expect(verified.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(verified)))?.email).toBe(u.email);
  });
});
