import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { cookiesOf, currentUser, newUser, post, signUp } from '@/test/auth-helpers';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { piIdentity, user } from '../db/schema';

let standIn: PiPlatformStandIn;
let t: TestApp;

beforeAll(async () => {
  const started = await startPiStandInForTests();
  standIn = started.standIn;
  t = await createTestApp({ env: started.env });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const users = async () => (await t.database.db.select({ n: count() }).from(user))[0]?.n ?? 0;
const piSignIn = (accessToken: string) => post(t, '/api/pi-sign-in', { accessToken });

describe('Sign in with Pi', () => {
  it('opens an account keyed on the uid, then signs the same uid into it again', async () => {
    const pioneer = standIn.control.signUpPioneer('pioneer_one');
    const first = await piSignIn(pioneer.accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user: { displayName: 'pioneer_one' },
      piUsername: 'pioneer_one',
      created: true,
    });
    const id = (first.json() as { user: { id: string } }).user.id;
    const session = await currentUser(t, cookiesOf(first));
    expect(session?.id).toBe(id);
    const [identity] = await t.database.db
      .select()
      .from(piIdentity)
      .where(eq(piIdentity.userId, id));
    expect(identity?.piUid).toBe(pioneer.uid);

    const again = await piSignIn(standIn.control.signUpPioneer('pioneer_one').accessToken);
    expect(again.json()).toMatchObject({ user: { id }, created: false });
    expect((await currentUser(t, cookiesOf(again)))?.id).toBe(id);
  });

  it('shows no placeholder address and cannot be signed into by name or password', async () => {
    const pioneer = standIn.control.signUpPioneer('pioneer_two');
    const res = await piSignIn(pioneer.accessToken);
    const byName = await post(t, '/api/auth/sign-in/username', {
      username: 'pioneer_two',
      password: 'anything at all',
    });
    expect(byName.statusCode).toBe(401);
    const taken = newUser({ displayName: 'Pioneer_Two' });
    expect((await signUp(t, taken)).json()).toMatchObject({
      error: { code: 'USERNAME_IS_ALREADY_TAKEN' },
    });
    const squat = newUser({ email: `x${Date.now()}@pi.invalid` });
    expect((await signUp(t, squat)).statusCode).toBe(400);
    expect(res.json()).toMatchObject({ created: true });
  });

  it('shows admins no placeholder address for a Pi account', async () => {
    const res = await piSignIn(standIn.control.signUpPioneer('shown_to_admin').accessToken);
    const admin = await signedInAdmin(t);
    const list = await admin.get('/api/admin/accounts?q=shown_to_admin');
    expect(list.json()).toMatchObject({
      accounts: [
        { id: res.json<{ user: { id: string } }>().user.id, email: 'Pi account: shown_to_admin' },
      ],
    });
    expect(list.body).not.toContain('pi.invalid');
  });

  it('gives a Pi display name that an email account signs in with a suffix', async () => {
    const member = newUser({ displayName: 'taken_name' });
    await signUp(t, member);
    const res = await piSignIn(standIn.control.signUpPioneer('taken_name').accessToken);
    expect(res.json()).toMatchObject({ user: { displayName: 'taken_name-pi' } });
  });

  it('refuses a forged or expired token with 401 and opens no account', async () => {
    const before = await users();
    const forged = await piSignIn('forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'PI_TOKEN_INVALID' } });
    expect(forged.cookies).toHaveLength(0);
    const pioneer = standIn.control.signUpPioneer('expired_one');
    standIn.control.expireToken(pioneer.accessToken);
    expect((await piSignIn(pioneer.accessToken)).statusCode).toBe(401);
    expect(await users()).toBe(before);
  });

  it('answers 503 and opens no account when the Pi Platform times out or fails', async () => {
    const before = await users();
    const pioneer = standIn.control.signUpPioneer('unlucky_one');
    standIn.control.failNext({ status: 'timeout' });
    const slow = await piSignIn(pioneer.accessToken);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({ error: { code: 'PI_PLATFORM_UNAVAILABLE' } });
    standIn.control.failNext({ status: 500 });
    expect((await piSignIn(pioneer.accessToken)).statusCode).toBe(503);
    expect(await users()).toBe(before);
    expect((await piSignIn(pioneer.accessToken)).statusCode).toBe(200);
  });

  it('has no URL for the server-only session opener: no one opens a session by naming an id', async () => {
    const victim = newUser();
    await signUp(t, victim);
    const [row] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, victim.email));
    expect(row?.id).toBeTruthy();
    for (const path of ['/api/auth/open-pi-session', '/api/auth/openPiSession']) {
      const res = await post(t, path, { userId: row?.id });
      expect(res.statusCode).toBe(404);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses bad input with 400', async () => {
    expect((await post(t, '/api/pi-sign-in', {})).statusCode).toBe(400);
    expect((await post(t, '/api/pi-sign-in', { accessToken: 5 })).statusCode).toBe(400);
  });
});

describe('what /v2/me says, as the Pi Platform docs give it', () => {
  it('signs in a pioneer whose token carries no username scope, as "pioneer-" and a short hash', async () => {
    const pioneer = standIn.control.signUpPioneer('shy_pioneer', { scopes: ['payments'] });
    const res = await piSignIn(pioneer.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ user: { id: string; displayName: string }; piUsername: unknown }>();
    expect(body.piUsername).toBeNull();
    expect(body.user.displayName).toMatch(/^pioneer-[0-9a-f]{6}$/);
    expect(body.user.displayName).not.toContain('shy');
    expect((await currentUser(t, cookiesOf(res)))?.id).toBe(body.user.id);
    // The same pioneer gets the same account and name; sharing the username later fills
    // in the link's name, and a later token without the scope does not erase it.
    const again = await piSignIn(
      standIn.control.signUpPioneer('shy_pioneer', { scopes: ['payments'] }).accessToken,
    );
    expect(again.json()).toMatchObject({ user: body.user, created: false });
    await piSignIn(standIn.control.signUpPioneer('shy_pioneer').accessToken);
    await piSignIn(standIn.control.signUpPioneer('shy_pioneer', { scopes: [] }).accessToken);
    const [identity] = await t.database.db
      .select()
      .from(piIdentity)
      .where(eq(piIdentity.userId, body.user.id));
    expect(identity?.piUsername).toBe('shy_pioneer');
    const verified = await post(t, '/api/verify-pi-token', {
      accessToken: standIn.control.signUpPioneer('shy_pioneer', { scopes: [] }).accessToken,
    });
    expect(verified.json()).toEqual({ valid: true, uid: pioneer.uid, username: null });
  });

  it('links a token without a username scope, and the link shows no name', async () => {
    const { cookie } = await signedInUser(t);
    const pioneer = standIn.control.signUpPioneer('quiet_linker', { scopes: ['payments'] });
    const res = await post(t, '/api/pi-link', { accessToken: pioneer.accessToken }, { cookie });
    expect(res.json()).toEqual({ linked: true, piUsername: null });
  });

  it('refuses a token past its credentials.valid_until (401) and opens no account', async () => {
    const before = await users();
    const pioneer = standIn.control.signUpPioneer('late_pioneer');
    standIn.control.setTokenValidUntil(pioneer.accessToken, new Date(Date.now() - 1000));
    const res = await piSignIn(pioneer.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: {
        code: 'PI_TOKEN_INVALID',
        message: 'Your Pi sign-in has expired. Sign in with Pi again.',
      },
    });
    expect(res.cookies).toHaveLength(0);
    expect(await users()).toBe(before);
    const { cookie } = await signedInUser(t);
    const link = await post(t, '/api/pi-link', { accessToken: pioneer.accessToken }, { cookie });
    expect(link.statusCode).toBe(401);
    // Still valid a minute from now: signs in.
    standIn.control.setTokenValidUntil(pioneer.accessToken, new Date(Date.now() + 60_000));
    expect((await piSignIn(pioneer.accessToken)).statusCode).toBe(200);
  });
});

describe('linking a Pi identity', () => {
  it('links the verified uid to the signed-in account, once, and refuses conflicts', async () => {
    const { user: member, cookie } = await signedInUser(t);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/pi-link', headers: { cookie, origin: testOrigin } });
    expect((await get()).json()).toEqual({ linked: false, piUsername: null });

    const pioneer = standIn.control.signUpPioneer('linker');
    const link = (token: string, c = cookie) =>
      post(t, '/.netlify/functions/pi-link', { accessToken: token }, { cookie: c });
    expect((await link(pioneer.accessToken)).json()).toEqual({
      linked: true,
      piUsername: 'linker',
    });
    expect((await link(pioneer.accessToken)).statusCode).toBe(200);
    expect((await get()).json()).toEqual({ linked: true, piUsername: 'linker' });

    // Signing in with that Pi account now opens the email account.
    const viaPi = await piSignIn(standIn.control.signUpPioneer('linker').accessToken);
    expect(viaPi.json()).toMatchObject({
      created: false,
      user: { displayName: member.displayName },
    });

    const other = standIn.control.signUpPioneer('other_pioneer');
    const second = await link(other.accessToken);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'PI_ALREADY_LINKED' } });

    const stranger = await signedInUser(t);
    const theirs = await link(pioneer.accessToken, stranger.cookie);
    expect(theirs.statusCode).toBe(409);
  });

  it('refuses Pi sign-in to an account with a second factor', async () => {
    const { user: member, cookie } = await signedInUser(t);
    const pioneer = standIn.control.signUpPioneer('careful_one');
    await post(t, '/api/pi-link', { accessToken: pioneer.accessToken }, { cookie });
    await t.database.db
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.email, member.email));
    const res = await piSignIn(standIn.control.signUpPioneer('careful_one').accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('needs a session and a valid token', async () => {
    const anon = await post(t, '/api/pi-link', { accessToken: 'x' });
    expect(anon.statusCode).toBe(401);
    const { cookie } = await signedInUser(t);
    const res = await post(t, '/api/pi-link', { accessToken: 'forged' }, { cookie });
    expect(res.json()).toMatchObject({ error: { code: 'PI_TOKEN_INVALID' } });
  });
});

describe('the test page endpoints', () => {
  it('verify-pi-token checks the token with the Pi Platform under both prefixes', async () => {
    const pioneer = standIn.control.signUpPioneer('checker');
    for (const prefix of ['/api/', '/.netlify/functions/']) {
      const ok = await post(t, `${prefix}verify-pi-token`, { accessToken: pioneer.accessToken });
      expect(ok.json()).toEqual({ valid: true, uid: pioneer.uid, username: 'checker' });
    }
    const forged = await post(t, '/api/verify-pi-token', { accessToken: 'forged' });
    expect(forged.statusCode).toBe(401);
  });

  it('ping answers under both prefixes', async () => {
    for (const url of ['/api/ping', '/.netlify/functions/ping']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toMatchObject({ ok: true, pong: true, time: expect.any(String) });
    }
  });

  it('pi-config says Pi is on and where the SDK is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pi-config' });
    expect(res.json()).toEqual({
      enabled: true,
      sdkUrl: standIn.sdkUrl,
      sandbox: true,
      network: 'Pi Testnet',
    });
  });
});
