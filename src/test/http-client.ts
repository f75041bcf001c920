import { newUser, type TestUser } from './auth-helpers';
import { testOrigin } from './test-app';

export interface HttpAnswer {
  status: number;
  body: string;
  json<T = unknown>(): T;
  /** The Set-Cookie headers as a Cookie header value. */
  cookies: string;
}

/** A request over real HTTP to one server process, from the app's own origin. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  o: { body?: object; cookie?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      origin: testOrigin,
      ...(o.body ? { 'content-type': 'application/json' } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...o.headers,
    },
    ...(o.body ? { body: JSON.stringify(o.body) } : {}),
  });
  const body = await res.text();
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, body, json: <T>() => JSON.parse(body) as T, cookies };
}

export async function signUp(baseUrl: string, u: TestUser) {
  const res = await call(baseUrl, 'POST', '/api/auth/sign-up/email', {
    body: {
      email: u.email,
      password: u.password,
      name: u.displayName,
      username: u.displayName,
      displayUsername: u.displayName,
    },
  });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${res.body}`);
}

/** Signs a new account up on one process and in on another; returns its session cookie and id. */
export async function signedUpUser(upAt: string, inAt = upAt, u: TestUser = newUser()) {
  await signUp(upAt, u);
  const res = await call(inAt, 'POST', '/api/auth/sign-in/email', {
    body: { email: u.email, password: u.password },
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${res.body}`);
  const { user } = res.json<{ user: { id: string } }>();
  return { ...u, id: user.id, cookie: res.cookies };
}
