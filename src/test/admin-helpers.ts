import { createOrPromoteAdmin } from '@/server/auth/create-admin';
import { newUser, signIn } from './auth-helpers';
import { testOrigin, type TestApp } from './test-app';

/** A signed-in admin account and a caller that sends its cookie (and the trusted origin). */
export async function signedInAdmin(t: TestApp) {
  const a = newUser();
  await createOrPromoteAdmin(t.auth, t.database.db, {
    email: a.email,
    password: a.password,
    displayName: a.displayName,
  });
  const cookie = await signIn(t, a);
  return {
    cookie,
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: testOrigin } }),
  };
}
