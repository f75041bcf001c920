import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, newUser, post, signUp, type TestUser } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { tooManyAttemptsMessage } from '@/domain/auth/wait-message';
import { resetAnswerFloorMs } from './reset-timing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const byEmail = (u: TestUser, password: string, ip: string, cookie?: string) =>
  post(
    t,
    '/api/auth/sign-in/email',
    { email: u.email, password },
    { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  );

async function registered() {
  const u = newUser();
  await signUp(t, u);
  return u;
}

/** The device cookie an owner's successful sign-in leaves in the browser. */
async function knownDevice(u: TestUser) {
  const res = await byEmail(u, u.password, '192.0.2.10');
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name === 'qtn.device');
  expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
  return `qtn.device=${device?.value ?? ''}`;
}

describe('sign-in throttling a stranger cannot use against the owner', () => {
  it('30 wrong passwords from other addresses do not stop the owner on a known device', async () => {
    const u = await registered();
    const device = await knownDevice(u);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await byEmail(u, 'wrong-password', `198.51.100.${i + 1}`)).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(12);
    expect(statuses.at(-1)).toBe(429);

    const owner = await byEmail(u, u.password, '192.0.2.10', device);
    expect(owner.statusCode).toBe(200);
    // The same address without the cookie, or with a forged one, counts as a stranger.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await byEmail(u, u.password, '192.0.2.10', forged)).statusCode).toBe(429);
    const other = await registered();
    const othersDevice = await knownDevice(other);
    expect((await byEmail(u, u.password, '192.0.2.10', othersDevice)).statusCode).toBe(429);
  });

  it('gives a stranger alternating email and username one shared budget', async () => {
    const u = await registered();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const ip = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      const res =
        i % 2 === 0
          ? await post(t, '/api/auth/sign-in/email', { email: u.email, password: 'nope-nope' }, ip)
          : await post(
              t,
              '/api/auth/sign-in/username',
              { username: u.displayName.toUpperCase(), password: 'nope-nope' },
              ip,
            );
      statuses.push(res.statusCode);
    }
    // Ten free failures and one more, whatever the form: then both forms wait.
    expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(11)).toEqual([429, 429, 429]);
  });

  it('makes the delay grow, and the 429 names the real wait', async () => {
    const u = await registered();
    const ip = '198.51.100.200';
    for (let i = 0; i < 6; i++) expect((await byEmail(u, 'wrong', ip)).statusCode).toBe(401);
    const seen: [string, unknown][] = [];
    for (let step = 0; step < 3; step++) {
      const refused = await byEmail(u, u.password, ip);
      expect(refused.statusCode).toBe(429);
      seen.push([String(refused.headers['retry-after']), refused.json().error.message]);
      t.clock.shiftMs += Number(refused.headers['retry-after']) * 1000;
      expect((await byEmail(u, 'wrong', ip)).statusCode).toBe(401);
    }
    // Real time passes between a failure and the refusal: allow a few seconds.
    const expected = [30, 60, 120];
    seen.forEach(([retryAfter, message], i) => {
      const seconds = Number(retryAfter);
      expect(seconds).toBeLessThanOrEqual(expected[i] ?? 0);
      expect(seconds).toBeGreaterThan((expected[i] ?? 0) - 5);
      expect(message).toBe(tooManyAttemptsMessage(seconds * 1000));
    });
    expect(seen[2]?.[1]).toBe('Too many attempts. Try again in 2 minutes.');
    expect(seen.length).toBe(3);
    t.clock.shiftMs += 240_000;
    const owner = await byEmail(u, u.password, ip);
    expect(owner.statusCode).toBe(200);
    expect(cookiesOf(owner)).toContain('qtn.session_token');
  });
});

describe('password reset timing', () => {
  it('answers a registered and an unknown email in the same time', async () => {
    const u = await registered();
    const ask = async (email: string) => {
      const started = performance.now();
      const res = await post(t, '/api/auth/request-password-reset', {
        email,
        redirectTo: '/reset-password',
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 20; i++) {
      known.push(await ask(u.email));
      unknown.push(await ask(`nobody-${i}@example.com`));
    }
    const quantile = (xs: number[], q: number) =>
      [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)] ?? 0;
    const median = (xs: number[]) => quantile(xs, 0.5);
    const spread = (xs: number[]) => quantile(xs, 0.75) - quantile(xs, 0.25);
    expect(median(known)).toBeGreaterThanOrEqual(resetAnswerFloorMs - 1);
    expect(median(unknown)).toBeGreaterThanOrEqual(resetAnswerFloorMs - 1);
    // Both wait for the floor; only scheduling noise is left between them. On a busy
    // machine that noise grows (medians 17.8 ms apart at load 12 in CI), so the two may
    // differ by 15 ms plus the wider of their interquartile ranges, never by a lookup
    // that skips the floor (which would leave the unknown email's answer 150 ms sooner).
    const noise = Math.max(spread(known), spread(unknown));
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(15 + noise);
  });
});
