import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { AuthDatabaseUnavailableError, authLogger, callAuth, witnessOutages } from './auth-outage';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});
const log = (level: 'warn' | 'error', message: string, ...args: unknown[]) =>
  authLogger.log?.(level, message, ...args);
const tick = () => new Promise((r) => setTimeout(r, 1));

afterEach(() => vi.restoreAllMocks());

describe('callAuth', () => {
  it("passes the call's result and errors on when the database did not fail", async () => {
    await expect(callAuth(async () => 'ok')).resolves.toBe('ok');
    const own = new Error('bad input');
    await expect(callAuth(() => Promise.reject(own))).rejects.toBe(own);
  });

  it('turns whatever better-auth made of a swallowed outage into one unavailable error', async () => {
    const swallowed = async () => {
      await tick();
      log('error', 'INTERNAL_SERVER_ERROR', refused); // better-auth's catch, then its own error
      throw Object.assign(new Error('Failed to get session'), { statusCode: 500 });
    };
    const err = await callAuth(swallowed).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthDatabaseUnavailableError);
    expect((err as Error).cause).toBe(refused);
    expect(isDatabaseUnavailable(err)).toBe(true);
    // A success given while the database failed is not trusted either.
    const err2 = await callAuth(async () => {
      log('error', 'Failed to delete session from database', refused);
      return new Response(null, { status: 200 });
    }).catch((e: unknown) => e);
    expect(err2).toBeInstanceOf(AuthDatabaseUnavailableError);
  });

  it('keeps calls apart: an outage seen by one does not touch another running alongside', async () => {
    const [a, b] = await Promise.allSettled([
      callAuth(async () => {
        await tick();
        log('error', 'INTERNAL_SERVER_ERROR', refused);
        return 'a';
      }),
      callAuth(async () => {
        await tick();
        await tick();
        return 'b';
      }),
    ]);
    expect(a.status).toBe('rejected');
    expect(b).toEqual({ status: 'fulfilled', value: 'b' });
  });

  it("prints a call's other log lines when it ends, and drops them when the database failed", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await callAuth(async () => {
      log('warn', 'something odd', { detail: 1 });
      expect(warn).not.toHaveBeenCalled();
    });
    expect(warn).toHaveBeenCalledWith('[Better Auth]: something odd', { detail: 1 });
    warn.mockClear();
    await callAuth(async () => {
      log('warn', 'Failed to query fallback join for model user:', { where: [] });
      log('error', 'INTERNAL_SERVER_ERROR', refused);
    }).catch(() => undefined);
    expect(warn).not.toHaveBeenCalled();
    log('warn', 'outside any call');
    expect(warn).toHaveBeenCalledWith('[Better Auth]: outside any call');
  });
});

describe('witnessOutages', () => {
  it('runs the handler and every api endpoint through callAuth, and keeps the rest', async () => {
    const swallows = async () => {
      log('error', 'INTERNAL_SERVER_ERROR', refused);
      return null;
    };
    const auth = witnessOutages({
      handler: async (_request: Request) => {
        log('error', 'INTERNAL_SERVER_ERROR', refused);
        return new Response(null, { status: 500 });
      },
      api: { getSession: swallows, getJwks: async () => ({ keys: [] }), version: 3 },
      options: { basePath: '/api/auth' },
    });
    await expect(auth.handler(new Request('http://x/api/auth/get-session'))).rejects.toBeInstanceOf(
      AuthDatabaseUnavailableError,
    );
    await expect(auth.api.getSession()).rejects.toBeInstanceOf(AuthDatabaseUnavailableError);
    await expect(auth.api.getJwks()).resolves.toEqual({ keys: [] });
    expect(auth.api.version).toBe(3);
    expect(auth.options).toEqual({ basePath: '/api/auth' });
  });
});
