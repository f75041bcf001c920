import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { testOrigin, type TestApp } from './test-app';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = randomBytes(4).toString('hex');
  return {
    email: `user-${id}@example.com`,
    password: 'correct horse battery',
    displayName: `User_${id}`,
    ...overrides,
  };
}

/** Cookie header value made from a response's Set-Cookie headers. */
export function cookiesOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function post(
  t: TestApp,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: testOrigin, ...headers },
  });
}

export async function signUp(t: TestApp, u: TestUser) {
  return post(t, '/api/auth/sign-up/email', {
    email: u.email,
    password: u.password,
    name: u.displayName,
    username: u.displayName,
    displayUsername: u.displayName,
  });
}

/** Signs in by email and returns the session cookie header. */
export async function signIn(t: TestApp, u: Pick<TestUser, 'email' | 'password'>) {
  const res = await post(t, '/api/auth/sign-in/email', { email: u.email, password: u.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}

export async function currentUser(t: TestApp, cookie: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  const body = res.json() as { user?: { id: string; email: string; role: string } } | null;
  return body?.user ?? null;
}
