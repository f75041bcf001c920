import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as AuthLogger } from 'better-auth';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';

/** What one better-auth call saw go wrong with the database, and what it logged meanwhile. */
interface Witness {
  cause?: unknown;
  held: Array<() => void>;
}

const witnesses = new AsyncLocalStorage<Witness>();

const printer = (level: string) =>
  level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;

/**
 * better-auth catches some database failures itself, logs the cause and answers with its
 * own error instead: the session read answers "Failed to get session" (500); its sign-up
 * ("Failed to create user", 422) and sign-out (a success that revoked nothing) catch the
 * same way, though our hooks before them reach the database first today. The cause
 * reaches only its logger, so this logger is where an outage is noticed. Inside `callAuth`
 * the cause is recorded for that call, and the call's log lines are held until it ends:
 * dropped when the database was unreachable (the error handler logs the outage once,
 * without query values), printed as better-auth's own logger would otherwise.
 */
export const authLogger: AuthLogger = {
  log(level, message, ...args: unknown[]) {
    const print = () => printer(level)(`[Better Auth]: ${message}`, ...args);
    const witness = witnesses.getStore();
    if (!witness) return print();
    const cause = args.find((a) => isDatabaseUnavailable(a));
    if (cause !== undefined) witness.cause ??= cause;
    else witness.held.push(print);
  },
};

/** better-auth could not reach the database during a call; `cause` is the driver's error. */
export class AuthDatabaseUnavailableError extends Error {
  override name = 'AuthDatabaseUnavailableError';
  constructor(cause: unknown) {
    super('The auth service could not reach the database.', { cause });
  }
}

/**
 * Runs one better-auth call (an endpoint through its handler, or `auth.api.*`). When the
 * database failed during it, whatever better-auth made of that (an error of its own, a
 * 4xx, even a success) is replaced by `AuthDatabaseUnavailableError`, which the error
 * handler answers 503 UNAVAILABLE with Retry-After: the answer cannot be trusted, and the
 * client should try again. Errors better-auth passes on unwrapped are thrown as they are.
 */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  const witness: Witness = { held: [] };
  const settle = () => {
    if (witness.cause !== undefined) throw new AuthDatabaseUnavailableError(witness.cause);
    for (const print of witness.held) print();
  };
  let result: T;
  try {
    result = await witnesses.run(witness, call);
  } catch (err) {
    settle();
    throw err;
  }
  settle();
  return result;
}

type AuthEntry = (...args: never[]) => Promise<unknown>;

/**
 * The auth service with every way in run through `callAuth`: its `handler` (the
 * /api/auth/* bridge) and each `api.*` endpoint (the session read of every app route, Pi's
 * session, the signing keys, and whatever calls it next), so no caller can forget it.
 * `createAppAuth` applies it; everything else of the service is passed through.
 */
export function witnessOutages<A extends { handler: AuthEntry; api: object }>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        callAuth(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
  const handler = (request: Request) => callAuth(() => auth.handler(request as never));
  return { ...auth, api, handler, fetch: handler };
}
