import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { piMessages } from '@/domain/pi/pi-messages';
import type { PiScope } from '@/domain/pi/pi-sdk';
import { useAuth } from '@/web/lib/auth-context';
import { queryKeys } from '@/web/lib/query-keys';
import { errorMessage } from '@/web/lib/api-client';
import { loadPiSdk } from './load-pi-sdk';
import { authenticatePi, PiAuthError, type PiAuthenticated } from './pi-authenticate';
import type { PiSdk } from './pi-sdk-types';
import { savePiAuth } from './pi-token';
import { fetchPiConfig } from './api/get-pi-config';
import { linkPiAccount } from './api/link-pi-account';
import { reportIncompletePiPayment } from './api/report-incomplete-pi-payment';
import { signInWithPi } from './api/sign-in-with-pi';

/** The Pi login states (docs/pi.md); a failure can be retried. */
export type PiLoginState =
  | { status: 'idle' }
  | { status: 'authenticating' }
  | { status: 'authenticated'; auth: PiAuthenticated; pi: PiSdk }
  | { status: 'failed'; code: PiAuthError['code'] | 'SERVER'; message: string };

export interface PiLoginOptions {
  /**
   * 'sign-in' opens a QTN session for the Pi user; 'link' adds Pi to the signed-in account;
   * 'sdk-only' authenticates with the SDK for a payment by someone already signed in.
   */
  mode: 'sign-in' | 'link' | 'sdk-only';
  scopes: PiScope[];
  timeoutMs?: number;
  waitForPage?: boolean;
}

/**
 * Pi login end to end: the SDK, Pi.authenticate, then the server, which checks the token
 * with the Pi Platform and sets the session cookie. Payments the SDK reports as incomplete
 * go to the server once the session exists.
 */
export function usePiLogin({ mode, scopes, timeoutMs, waitForPage }: PiLoginOptions) {
  const client = useQueryClient();
  const { refresh } = useAuth();
  const [state, setState] = useState<PiLoginState>({ status: 'idle' });
  const running = useRef(false);

  const login = useCallback(async (): Promise<PiLoginState> => {
    if (running.current) return { status: 'authenticating' };
    running.current = true;
    setState({ status: 'authenticating' });
    const incomplete: string[] = [];
    let next: PiLoginState;
    try {
      const config = await fetchPiConfig(client);
      if (!config.enabled) throw new PiAuthError('AUTH_FAILED', piMessages.sdkNotLoaded);
      const pi = await loadPiSdk(config);
      const auth = await authenticatePi(pi, {
        scopes,
        timeoutMs,
        waitForPage,
        onIncompletePaymentFound: (payment) => incomplete.push(payment.identifier),
      });
      savePiAuth(auth);
      if (mode === 'sign-in') await signInWithPi(auth.accessToken);
      else if (mode === 'link') await linkPiAccount(auth.accessToken);
      await Promise.allSettled(incomplete.map((id) => reportIncompletePiPayment(id)));
      if (mode === 'sign-in') await refresh();
      void client.invalidateQueries({ queryKey: queryKeys.pi.all });
      next = { status: 'authenticated', auth, pi };
    } catch (error) {
      const code = error instanceof PiAuthError ? error.code : 'SERVER';
      const message = errorMessage(error, piMessages.authError);
      next = { status: 'failed', code, message };
    } finally {
      running.current = false;
    }
    setState(next);
    return next;
  }, [client, refresh, mode, scopes, timeoutMs, waitForPage]);

  return { state, login };
}
