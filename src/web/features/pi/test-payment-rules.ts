import { piMessages } from '@/domain/pi/pi-messages';
import type { PiLoginState } from '@/web/lib/pi/use-pi-login';

/**
 * Why the test page refuses to pay (docs/pi.md): no Pi Browser or payment API, a failed or
 * missing authentication, or no payments scope. Null when the payment may start.
 */
export function testPaymentBlock(piBrowser: boolean, login: PiLoginState): string | null {
  if (!piBrowser) return piMessages.testNoPaymentApi;
  if (login.status !== 'authenticated') return piMessages.testCannotPay;
  if (!login.auth.scopes?.includes('payments')) return piMessages.testNoPaymentsScope;
  if (typeof login.pi.createPayment !== 'function') return piMessages.testNoPaymentApi;
  return null;
}

/** The test page's words for a failed login (its own time-out is 60 s). */
export function testLoginFailure(login: PiLoginState): string | null {
  if (login.status !== 'failed') return null;
  if (login.code === 'AUTH_TIMEOUT') return piMessages.testAuthTimeout;
  if (login.message === piMessages.sdkNotLoaded) return piMessages.sdkNotAvailable;
  return piMessages.testAuthFailed;
}
