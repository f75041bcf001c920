import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '@/test/admin-helpers';
import { currentUser, post } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

const minute = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The session clock is the server's Date; only Date is faked, so I/O keeps running. */
function startClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Date.now();
  return (minutes: number) => vi.setSystemTime(start + minutes * minute);
}

async function signedIn() {
  return (await signedInUser(t)).cookie;
}

describe('sessions', () => {
  it('end after 30 minutes without activity', async () => {
    const at = startClock();
    const cookie = await signedIn();
    at(29);
    expect(await currentUser(t, cookie)).not.toBeNull();
    at(29 + 31);
    expect(await currentUser(t, cookie)).toBeNull();
  });

  it('stay alive while used', async () => {
    const at = startClock();
    const cookie = await signedIn();
    for (let m = 20; m <= 200; m += 20) {
      at(m);
      expect(await currentUser(t, cookie), `at ${m} minutes`).not.toBeNull();
    }
  });

  it('end after 7 days however active', async () => {
    const at = startClock();
    const cookie = await signedIn();
    const sevenDays = 7 * 24 * 60;
    for (let m = 25; m < sevenDays; m += 25) {
      at(m);
      await currentUser(t, cookie);
    }
    at(sevenDays - 5);
    expect(await currentUser(t, cookie)).not.toBeNull();
    at(sevenDays + 10);
    expect(await currentUser(t, cookie)).toBeNull();
  });

  it('past 7 days are refused by every route and the cookie is cleared', async () => {
    const at = startClock();
    const cookies = [await signedIn(), await signedIn(), await signedIn()];
    const sevenDays = 7 * 24 * 60;
    for (let m = 25; m < sevenDays + 10; m += 25) {
      at(m);
      for (const cookie of cookies) await currentUser(t, cookie);
    }
    at(sevenDays + 10);
    // The check before a better-auth endpoint other than get-session.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: cookies[0] },
    });
    expect(list.statusCode).toBe(401);
    // The check after get-session, reached through an app route (readSession).
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: { cookie: cookies[1] },
    });
    expect(wallet.statusCode).toBe(401);
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookies[2] },
    });
    expect(direct.json()).toBeNull();
    expect(String(direct.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/i);
    for (const cookie of cookies) expect(await currentUser(t, cookie)).toBeNull();
  }, 180_000);

  it('are revoked on the server at sign-out: the old cookie is refused', async () => {
    const cookie = await signedIn();
    const out = await post(t, '/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(await currentUser(t, cookie)).toBeNull();
  });
});
