import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../../../e2e/support/totp';
import { cookiesOf, currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { userWithTwoFactor } from '@/test/sign-in-attack';
import { startSmtpSink } from '@/test/smtp-sink';
import { createTestApp, type TestApp } from '@/test/test-app';
import { packLinkToken, unpackLinkToken } from './link-token';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url } });
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

const ask = (identifier: string, address = '203.0.113.5') =>
  post(t, '/api/sign-in-link', { identifier }, { 'x-forwarded-for': address });
const follow = (token: string) => post(t, '/api/sign-in-link/verify', { token });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function linkFor(u: { email: string }, identifier = u.email) {
  expect((await ask(identifier)).json()).toEqual({ sent: true });
  return tokenOf(await sink.linkFor(u.email));
}

describe('the emailed sign-in link', () => {
  it('is mailed to the account an email or username names, and signs in once', async () => {
    const u = await registered();
    expect((await ask(u.displayName.toUpperCase())).statusCode).toBe(200);
    const link = new URL(await sink.linkFor(u.email));
    expect(link.pathname).toBe('/sign-in-link');
    const mail = sink.messages.findLast((m) => m.to.includes(u.email));
    expect(mail?.raw).toContain('Subject: Your QTN sign-in link');
    expect(mail?.text).toContain('works once, for 15 minutes');

    const followed = await follow(tokenOf(link.href));
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ outcome: 'signed-in' });
    expect(followed.headers['cache-control']).toBe('no-store');
    expect((await currentUser(t, cookiesOf(followed)))?.email).toBe(u.email);
    expect(followed.cookies.map((c) => c.name)).toContain('qtn.device');

    const again = await follow(tokenOf(link.href));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'SIGN_IN_LINK_INVALID',
      message: 'This sign-in link is invalid or has expired. Please request a new one.',
    });
  });

  it('is spent by exactly one of many parallel follows', async () => {
    const token = await linkFor(await registered());
    const results = await Promise.all(Array.from({ length: 8 }, () => follow(token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(7);
  });

  it('expires 15 minutes after it was sent, by the server clock', async () => {
    // Each link's age is set from the real moments around its sending, so a busy machine
    // (seconds between two requests) cannot push the early one past 15 minutes.
    const [a, b] = [await registered(), await registered()];
    const beforeEarly = Date.now();
    const early = await linkFor(a);
    const late = await linkFor(b);
    const afterLate = Date.now();
    // At most 14 min 30 s old (sent no earlier than beforeEarly), with room for the request.
    t.clock.shiftMs = beforeEarly + 14 * 60_000 + 30_000 - Date.now();
    expect((await follow(early)).statusCode).toBe(200);
    // At least 15 min 1 s old (sent no later than afterLate).
    t.clock.shiftMs = afterLate + 15 * 60_000 + 1_000 - Date.now();
    expect((await follow(late)).statusCode).toBe(400);
    t.clock.shiftMs = 0;
  });

  it('signs in only the account it was sent for', async () => {
    const a = await registered();
    const b = await registered();
    const aToken = await linkFor(a);
    const bId = (await currentUser(t, await signIn(t, b)))?.id ?? '';
    // A's token presented as B's link, with the signature it had: refused, and not spent.
    const claims = unpackLinkToken(t.config.AUTH_SECRET ?? '', aToken);
    if (!claims) throw new Error('the link should carry signed claims');
    const [, , issued, mac] = aToken.split('.');
    expect((await follow([claims.token, bId, issued, mac].join('.'))).statusCode).toBe(400);
    // Signed with a key that is not the server's: refused too.
    const forged = packLinkToken('not the server secret at all, 0123456789', {
      ...claims,
      userId: bId,
    });
    expect((await follow(forged)).statusCode).toBe(400);
    expect((await follow('not-a-link')).statusCode).toBe(400);
    const followed = await follow(aToken);
    expect((await currentUser(t, cookiesOf(followed)))?.email).toBe(a.email);
  });

  it('signs nobody in when its address has moved to another account since', async () => {
    const a = await registered();
    const b = await registered();
    const token = await linkFor(a);
    const ctx = await t.auth.$context;
    const idOf = async (email: string) =>
      (await ctx.internalAdapter.findUserByEmail(email))?.user.id ?? '';
    const [aId, bId] = [await idOf(a.email), await idOf(b.email)];
    await ctx.internalAdapter.updateUser(aId, { email: `moved-${a.email}` });
    await ctx.internalAdapter.updateUser(bId, { email: a.email });
    const followed = await follow(token);
    expect(followed.statusCode).toBe(400);
    expect(followed.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown email or username exactly as a known one, and mails nothing', async () => {
    const u = await registered();
    const comparable = (res: Awaited<ReturnType<typeof ask>>) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    const known = comparable(await ask(u.email));
    // The known account's mail leaves after the answer: count from once it has arrived.
    await sink.linkFor(u.email);
    const before = sink.messages.length;
    for (const identifier of ['nobody-here@example.com', 'Nobody_Here']) {
      expect(comparable(await ask(identifier))).toEqual(known);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages.length).toBe(before);
  });

  it('mails one account at most once in five minutes, however many ask', async () => {
    const u = await registered();
    await linkFor(u);
    const before = sink.messages.length;
    for (let i = 0; i < 3; i++)
      expect((await ask(u.email, `198.51.100.${i}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages.length).toBe(before);
  });

  it('keeps the password and confirms the address', async () => {
    const u = await registered();
    expect((await follow(await linkFor(u))).statusCode).toBe(200);
    await expect(signIn(t, u)).resolves.toBeTruthy();
    const ctx = await t.auth.$context;
    expect((await ctx.internalAdapter.findUserByEmail(u.email))?.user.emailVerified).toBe(true);
  });

  it('leads an account with two-factor on to its code, not past it', async () => {
    const { u, secret } = await userWithTwoFactor(t);
    const followed = await follow(await linkFor(u));
    expect(followed.json()).toEqual({ outcome: 'two-factor' });
    expect(await currentUser(t, cookiesOf(followed))).toBeNull();
    expect(followed.cookies.map((c) => c.name)).not.toContain('qtn.device');
    const verified = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: totp(secret) },
      { cookie: cookiesOf(followed) },
    );
    expect(verified.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(verified)))?.email).toBe(u.email);
    expect(verified.cookies.map((c) => c.name)).toContain('qtn.device');
  });

  it("cannot be asked for or followed through better-auth's own paths", async () => {
    const u = await registered();
    const direct = await post(t, '/api/auth/sign-in/magic-link', { email: u.email });
    expect(direct.statusCode).toBe(404);
    const token = await linkFor(u);
    const claims = unpackLinkToken(t.config.AUTH_SECRET ?? '', token);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/auth/magic-link/verify?token=${claims?.token ?? ''}`,
    });
    expect(get.statusCode).toBe(404);
    expect((await follow(token)).statusCode).toBe(200);
  });
});

describe('limits on asking for links', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { SMTP_URL: sink.url, AUTH_RATE_LIMIT: 'true', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => limited.close());

  it('refuses a sixth request from one address in 15 minutes, known account or not', async () => {
    const u = newUser();
    await signUp(limited, u);
    const from = (identifier: string, address: string) =>
      post(limited, '/api/sign-in-link', { identifier }, { 'x-forwarded-for': address });
    for (let i = 0; i < 5; i++) {
      expect((await from(u.email, '203.0.113.40')).statusCode).toBe(200);
      expect((await from('nobody@x.example', '203.0.113.41')).statusCode).toBe(200);
    }
    const known = await from(u.email, '203.0.113.40');
    const unknown = await from('nobody@x.example', '203.0.113.41');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().error.message).toBe('Too many attempts. Try again in 15 minutes.');
    // Each address's window began when its first request did, a moment apart.
    const retryAfter = [known, unknown].map((r) => Number(r.headers['retry-after']));
    expect(Math.abs((retryAfter[0] ?? 0) - (retryAfter[1] ?? 0))).toBeLessThanOrEqual(1);
  });
});

describe('where email confirmation is required', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      env: { SMTP_URL: sink.url, REQUIRE_EMAIL_CONFIRMATION: 'true' },
    });
  });
  afterAll(() => strict.close());

  it('mails no link to an unconfirmed address (its confirmation mail comes first)', async () => {
    const u = newUser();
    await signUp(strict, u);
    await sink.linkFor(u.email); // the confirmation mail
    const before = sink.messages.length;
    expect((await post(strict, '/api/sign-in-link', { identifier: u.email })).json()).toEqual({
      sent: true,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages.length).toBe(before);
  });
});
