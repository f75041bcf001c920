import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { startSmtpSink } from '@/test/smtp-sink';
import { createTestApp, type TestApp } from '@/test/test-app';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('password reset by email (over real SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(() => t.close());

  it('mails a link to our reset page; the new password works, the old fails, old sessions end', async () => {
    const u = newUser();
    await signUp(t, u);
    const oldSession = await signIn(t, u);

    const asked = await post(t, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const link = new URL(await sink.linkFor(u.email));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post(t, '/api/auth/reset-password', {
      token,
      newPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(await currentUser(t, oldSession)).toBeNull();
    const oldPassword = await post(t, '/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    await expect(
      signIn(t, { email: u.email, password: 'a brand new secret' }),
    ).resolves.toBeTruthy();

    const reused = await post(t, '/api/auth/reset-password', {
      token,
      newPassword: 'yet another secret',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const before = sink.messages.length;
    const res = await post(t, '/api/auth/request-password-reset', {
      email: 'nobody-here@example.com',
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages.length).toBe(before);
  });
});

describe('email confirmation, when required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: sink.url, REQUIRE_EMAIL_CONFIRMATION: 'true' } });
  });
  afterAll(() => t.close());

  it('refuses an unconfirmed login, then accepts it after the link is followed', async () => {
    const u = newUser();
    expect((await signUp(t, u)).statusCode).toBe(200);
    const early = await post(t, '/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(await sink.linkFor(u.email));
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect([200, 302]).toContain(confirmed.statusCode);
    const cookie = cookiesOf(
      await post(t, '/api/auth/sign-in/email', { email: u.email, password: u.password }),
    );
    expect((await currentUser(t, cookie))?.email).toBe(u.email);
  });
});
