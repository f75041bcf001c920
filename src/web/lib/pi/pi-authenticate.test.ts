// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { piMessages } from '@/domain/pi/pi-messages';
import { authenticatePi, PiAuthError } from './pi-authenticate';
import type { PiAuthResult, PiSdk } from './pi-sdk-types';

function sdk(authenticate: PiSdk['authenticate']): PiSdk {
  return { init: vi.fn(), authenticate, createPayment: vi.fn() };
}
const never = () => new Promise<PiAuthResult>(() => {});
const good: PiAuthResult = { accessToken: 't', user: { uid: 'u', username: 'ada' }, scopes: [] };

async function failure(promise: Promise<unknown>): Promise<PiAuthError> {
  const caught = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(caught).toBeInstanceOf(PiAuthError);
  return caught as PiAuthError;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('authenticatePi', () => {
  it('times out after 45 s with the wrapper message', async () => {
    const result = failure(authenticatePi(sdk(never), { scopes: ['username'] }));
    await vi.advanceTimersByTimeAsync(44_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.code).toBe('AUTH_TIMEOUT');
    expect(error.message).toBe(piMessages.authTimeout);
  });

  it('waits 2 s after a visible, loaded page before it asks Pi', async () => {
    const authenticate = vi.fn(async () => good);
    const result = authenticatePi(sdk(authenticate), { scopes: ['username'], waitForPage: true });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(authenticate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ user: { username: 'ada' } });
    expect(authenticate).toHaveBeenCalledWith(['username'], expect.any(Function));
  });

  it('honours a longer time-out (the test page: 60 s)', async () => {
    const result = failure(authenticatePi(sdk(never), { scopes: [], timeoutMs: 60_000 }));
    await vi.advanceTimersByTimeAsync(45_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await result).code).toBe('AUTH_TIMEOUT');
  });

  it('says so when Pi returns nothing, or a user without a username', async () => {
    const none = await failure(
      authenticatePi(
        sdk(async () => null as unknown as PiAuthResult),
        { scopes: [] },
      ),
    );
    expect(none).toMatchObject({ code: 'AUTH_NO_RESULT', message: piMessages.authNoResult });
    const nameless = await failure(
      authenticatePi(
        sdk(async () => ({ accessToken: 't', user: { uid: 'u' } })),
        { scopes: [] },
      ),
    );
    expect(nameless).toMatchObject({
      code: 'AUTH_INVALID_USER',
      message: piMessages.authInvalidUser,
    });
  });

  it('names an origin error for what it is', async () => {
    const error = await failure(
      authenticatePi(
        sdk(async () => {
          throw new Error('Blocked: origin https://x is not allowed');
        }),
        { scopes: [] },
      ),
    );
    expect(error).toMatchObject({
      code: 'AUTH_ORIGIN_MISMATCH',
      message: piMessages.authOriginMismatch,
    });
  });

  it('hands incomplete payments to the caller', async () => {
    const seen: string[] = [];
    await authenticatePi(
      sdk(async (_scopes, onIncomplete) => {
        onIncomplete({ identifier: 'p-1' });
        return good;
      }),
      { scopes: [], onIncompletePaymentFound: (p) => seen.push(p.identifier) },
    );
    expect(seen).toEqual(['p-1']);
  });
});
