import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { seedDemoData } from '../db/seed';
import { demoSeedSteps } from '../demo/demo-seed';
import { demoAccount } from '../demo/demo-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up and sign-in', () => {
  it('sets an HttpOnly, SameSite session cookie, new on every sign-in', async () => {
    const u = newUser();
    expect((await signUp(t, u)).statusCode).toBe(200);
    const first = await post(t, '/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
    });
    const second = await post(t, '/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
    });
    const raw = String(first.headers['set-cookie']);
    expect(raw).toMatch(/qtn\.session_token=[^;]+;/);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).not.toContain('Secure');
    expect(cookiesOf(first)).not.toBe(cookiesOf(second));
    expect((await currentUser(t, cookiesOf(first)))?.email).toBe(u.email);
  });

  it('does not sign in at sign-up (the person logs in next)', async () => {
    const res = await signUp(t, newUser());
    expect(res.cookies.find((c) => c.name === 'qtn.session_token')).toBeUndefined();
  });

  it('signs in by display name, whatever its case', async () => {
    const u = newUser({ displayName: 'Ada Lovelace' });
    await signUp(t, u);
    const res = await post(t, '/api/auth/sign-in/username', {
      username: 'ADA LOVELACE',
      password: u.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await currentUser(t, cookiesOf(res)))?.email).toBe(u.email);
  });

  it('refuses a taken display name, in any case, and an invalid one', async () => {
    const u = newUser();
    await signUp(t, u);
    const taken = await signUp(t, newUser({ displayName: u.displayName.toUpperCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: { code: 'USERNAME_IS_ALREADY_TAKEN' } });
    const invalid = await signUp(t, newUser({ displayName: '<script>' }));
    expect(invalid.statusCode).toBe(400);
  });

  it('answers a wrong password with 401 in our error shape, and a taken email with 422', async () => {
    const u = newUser();
    await signUp(t, u);
    const wrong = await post(t, '/api/auth/sign-in/email', {
      email: u.email,
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) },
    });
    const again = await signUp(t, { ...newUser(), email: u.email });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('refuses a password under 8 characters', async () => {
    const res = await signUp(t, newUser({ password: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('ignores a role sent by the client', async () => {
    const u = newUser();
    await post(t, '/api/auth/sign-up/email', {
      email: u.email,
      password: u.password,
      name: u.displayName,
      username: u.displayName,
      displayUsername: u.displayName,
      role: 'admin',
    });
    expect((await currentUser(t, await signIn(t, u)))?.role).toBe('user');
  });

  it('seeds a demo account that can sign in, once', async () => {
    const ctx = { db: t.database.db, auth: t.auth };
    expect(await seedDemoData(ctx, demoSeedSteps)).toContain('demo-account');
    expect(await seedDemoData(ctx, demoSeedSteps)).toEqual([]);
    const cookie = await signIn(t, demoAccount);
    expect(await currentUser(t, cookie)).toMatchObject({ email: 'demo@qtn.local', role: 'user' });
  });
});

describe('secure cookies outside local development', () => {
  it('are Secure with the __Secure- prefix in production', async () => {
    const prod = await createTestApp({
      // Confirmation is on by default in production; this test is about cookies.
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://qtn.example',
        REQUIRE_EMAIL_CONFIRMATION: 'false',
      },
    });
    try {
      const u = newUser();
      await post(
        prod,
        '/api/auth/sign-up/email',
        {
          email: u.email,
          password: u.password,
          name: u.displayName,
          username: u.displayName,
          displayUsername: u.displayName,
        },
        { origin: 'https://qtn.example' },
      );
      const res = await post(
        prod,
        '/api/auth/sign-in/email',
        { email: u.email, password: u.password },
        { origin: 'https://qtn.example' },
      );
      const raw = String(res.headers['set-cookie']);
      expect(raw).toContain('__Secure-qtn.session_token=');
      expect(raw).toContain('Secure');
      expect(raw).toContain('HttpOnly');
    } finally {
      await prod.close();
    }
  });
});
