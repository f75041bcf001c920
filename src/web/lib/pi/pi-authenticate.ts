import { piMessages, type PiAuthErrorCode } from '@/domain/pi/pi-messages';
import { piSdk, type PiScope } from '@/domain/pi/pi-sdk';
import { timedOut, withTimeout } from '@/web/lib/with-timeout';
import { errorMessage } from '@/web/lib/api-client';
import type { PiAuthResult, PiSdk, PiSdkPayment } from './pi-sdk-types';

/** A Pi authentication that did not give QTN a usable user; `message` is from `piMessages`. */
export class PiAuthError extends Error {
  override name = 'PiAuthError';
  constructor(
    readonly code: PiAuthErrorCode | 'AUTH_FAILED',
    message: string,
  ) {
    super(message);
  }
}

export type PiAuthenticated = PiAuthResult & { user: { uid: string; username: string } };

export interface PiAuthOptions {
  scopes: PiScope[];
  /** 45 s for the wrapper, 60 s on the test page. */
  timeoutMs?: number;
  /** The wrapper first waits for a visible, loaded page, then 2 s more (`piSdk`). */
  waitForPage?: boolean;
  onIncompletePaymentFound?: (payment: PiSdkPayment) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the page is visible and loaded, or after `maxMs` whatever its state. */
export function waitForPage(maxMs = piSdk.visibilityWaitMs): Promise<void> {
  const ready = () => document.visibilityState === 'visible' && document.readyState === 'complete';
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('load', onChange);
      resolve();
    };
    const onChange = () => ready() && finish();
    const timer = setTimeout(finish, maxMs);
    document.addEventListener('visibilitychange', onChange);
    window.addEventListener('load', onChange);
  });
}

/** Pi.authenticate with its time-out (`piSdk`) and checks of what comes back. */
export async function authenticatePi(pi: PiSdk, options: PiAuthOptions): Promise<PiAuthenticated> {
  const { scopes, timeoutMs = piSdk.authTimeoutMs, onIncompletePaymentFound } = options;
  if (options.waitForPage) {
    await waitForPage();
    await sleep(piSdk.authDelayMs);
  }
  let result: PiAuthResult | null | undefined | typeof timedOut;
  try {
    result = await withTimeout(
      Promise.resolve(pi.authenticate(scopes, (payment) => onIncompletePaymentFound?.(payment))),
      timeoutMs,
    );
  } catch (error) {
    // The SDK may reject with a bare string; anything else says nothing a person can read.
    const message = errorMessage(error, typeof error === 'string' ? error : '');
    if (/origin/i.test(message)) {
      throw new PiAuthError('AUTH_ORIGIN_MISMATCH', piMessages.authOriginMismatch);
    }
    throw new PiAuthError('AUTH_FAILED', message || piMessages.authFailed);
  }
  if (result === timedOut) throw new PiAuthError('AUTH_TIMEOUT', piMessages.authTimeout);
  if (!result) throw new PiAuthError('AUTH_NO_RESULT', piMessages.authNoResult);
  const username = result.user?.username;
  if (!username || !result.accessToken) {
    throw new PiAuthError('AUTH_INVALID_USER', piMessages.authInvalidUser);
  }
  return { ...result, user: { ...result.user, username } };
}
