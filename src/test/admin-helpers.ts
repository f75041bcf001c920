import type { LightMyRequestResponse } from 'fastify';
import { createOrPromoteAdmin } from '@/server/auth/create-admin';
import { currentUser, newUser, signIn, signUp, type TestUser } from './auth-helpers';
import { testOrigin, type TestApp } from './test-app';

/** A signed-in account: who it is, its session cookie, and calls that send that cookie. */
export interface SignedIn {
  user: TestUser;
  id: string;
  cookie: string;
  get: (url: string) => Promise<LightMyRequestResponse>;
  /** A POST with the cookie and the trusted origin (the CSRF check wants one). */
  post: (
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * A fresh member, signed up and signed in by email, for tests about something else than
 * signing in (those drive `signUp`/`signIn` from auth-helpers themselves).
 */
export async function signedInUser(t: TestApp, overrides: Partial<TestUser> = {}) {
  const user = newUser(overrides);
  const up = await signUp(t, user);
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.statusCode} ${up.body}`);
  return signedIn(t, user);
}

/** A signed-in admin account and a caller that sends its cookie (and the trusted origin). */
export async function signedInAdmin(t: TestApp) {
  const user = newUser();
  await createOrPromoteAdmin(t.auth, t.database.db, {
    email: user.email,
    password: user.password,
    displayName: user.displayName,
  });
  return signedIn(t, user);
}

async function signedIn(t: TestApp, user: TestUser): Promise<SignedIn> {
  const cookie = await signIn(t, user);
  const me = await currentUser(t, cookie);
  if (!me) throw new Error(`no session for ${user.email}`);
  return {
    user,
    id: me.id,
    cookie,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, payload = {}, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, origin: testOrigin, ...headers },
      }),
  };
}
