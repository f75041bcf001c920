/**
 * Where email confirmation is required, an unconfirmed account earns nothing, from games or
 * watching, and is told why (docs/decisions/032). Each test checks the ledger.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowtCompleteResponse, WatchHandle } from '@/domain/api/watch';
import { piPlaceholderEmail } from '@/domain/pi/pi-account';
import { cookiesOf, currentUser, newUser, post, signUp } from '@/test/auth-helpers';
import { insertContent } from '@/test/factories';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { player } from '@/test/timed-game-helpers';
import { gameSession, user } from '../db/schema';
import { reconcileLedger } from '../ledger/reconcile-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: 'true' } });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const setConfirmed = (email: string, emailVerified: boolean) =>
  t.database.db.update(user).set({ emailVerified }).where(eq(user.email, email));

/**
 * A session as one opened before confirmation was required would be: confirmed to sign in,
 * then unconfirmed again (the flag turned on under a live 7-day session).
 */
async function unconfirmedWithSession() {
  const u = newUser();
  await signUp(t, u);
  await setConfirmed(u.email, true);
  const signedIn = await post(t, '/api/auth/sign-in/email', {
    email: u.email,
    password: u.password,
  });
  const cookie = cookiesOf(signedIn);
  const me = await currentUser(t, cookie);
  if (!me) throw new Error('no session');
  await setConfirmed(u.email, false);
  return { ...u, id: me.id, cookie };
}

/** Watches a 30 s reward-eligible item through with `cookie`: 2 QTT when paid. */
async function watchThrough(cookie: string): Promise<PowtCompleteResponse> {
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: testOrigin, cookie } });
  const contentId = await insertContent(t.database.db);
  let h = (await call('/api/powt-start', { contentId })).json() as WatchHandle;
  const attention = { visible: true, focused: true };
  for (let i = 0; i < 3; i++) {
    t.clock.shiftMs += 10_000;
    h = (await call('/api/powt-heartbeat', { ...h, seconds: 10, ...attention })).json();
  }
  return (await call('/api/powt-complete', { ...h, ...attention })).json();
}

const race = async (cookie: string) => {
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: testOrigin, cookie } });
  const { sessionId } = (await call('/api/car-race-start', { gameId: 'car-racer' })).json();
  t.clock.shiftMs += 30_000;
  return (await call('/api/car-race-finish', { sessionId })).json();
};

describe('an unconfirmed account, where confirmation is required', () => {
  it('cannot open a session: sign-up opens none, sign-in by email or username is refused', async () => {
    const u = newUser();
    const up = await signUp(t, u);
    expect(up.statusCode).toBe(200);
    expect(await currentUser(t, cookiesOf(up))).toBeNull();
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: u.email, password: u.password }],
      ['/api/auth/sign-in/username', { username: u.displayName, password: u.password }],
    ] as const) {
      const res = await post(t, path, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
      expect(await currentUser(t, cookiesOf(res))).toBeNull();
    }
  });

  it('with a session from before: games and videos pay nothing and say why; confirmed, they pay', async () => {
    const u = await unconfirmedWithSession();
    const game = await race(u.cookie);
    expect(game).toMatchObject({ outcome: 'email_unconfirmed', credited: '0' });
    expect(game.message).toBe(
      'This game earned no QTT: please confirm your email address first. Use the link we ' +
        'emailed you (signing in again sends a new one); games you play after that can earn.',
    );
    const [row] = await t.database.db
      .select()
      .from(gameSession)
      .where(eq(gameSession.id, game.sessionId));
    expect(row).toMatchObject({
      status: 'withheld',
      outcome: 'email_unconfirmed',
      withheldReason:
        'Withheld: the account’s email address is not confirmed, and this server requires it.',
    });
    expect(await watchThrough(u.cookie)).toEqual({
      credited: '0',
      verifiedSeconds: 30,
      reason: 'email_unconfirmed',
      message:
        'This video earned no QTT: please confirm your email address first. Use the link we ' +
        'emailed you (signing in again sends a new one); videos you watch after that can earn.',
    });

    await setConfirmed(u.email, true);
    t.clock.shiftMs += 60_000;
    expect(await race(u.cookie)).toMatchObject({ outcome: 'paid', credited: '5' });
    expect(await watchThrough(u.cookie)).toMatchObject({ credited: '2', reason: 'paid' });
  });

  it('a Pi account (no email address to confirm) is paid', async () => {
    const u = await unconfirmedWithSession();
    await t.database.db
      .update(user)
      .set({ email: piPlaceholderEmail(u.id), emailVerified: false })
      .where(eq(user.id, u.id));
    expect(await race(u.cookie)).toMatchObject({ outcome: 'paid', credited: '5' });
  });
});

describe('where confirmation is not required', () => {
  it('an unconfirmed account is paid as before', async () => {
    const relaxed = await createTestApp();
    try {
      const p = await player(relaxed);
      expect(await p.race(30)).toMatchObject({ outcome: 'paid', credited: '5' });
    } finally {
      await relaxed.close();
    }
  });
});
