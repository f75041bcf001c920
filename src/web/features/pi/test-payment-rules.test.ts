import { describe, expect, it, vi } from 'vitest';
import { piMessages } from '@/domain/pi/pi-messages';
import type { PiSdk } from '@/web/lib/pi/pi-sdk-types';
import type { PiLoginState } from '@/web/lib/pi/use-pi-login';
import { testLoginFailure, testPaymentBlock } from './test-payment-rules';

const pi = (): PiSdk => ({ init: vi.fn(), authenticate: vi.fn(), createPayment: vi.fn() });
const signedIn = (scopes: ('username' | 'payments')[], sdk = pi()): PiLoginState => ({
  status: 'authenticated',
  pi: sdk,
  auth: { accessToken: 't', user: { uid: 'u', username: 'ada' }, scopes },
});
const failed = (code: 'AUTH_TIMEOUT' | 'AUTH_FAILED', message = 'x'): PiLoginState => ({
  status: 'failed',
  code,
  message,
});

describe('the test page blocks a payment', () => {
  it('outside the Pi Browser', () => {
    expect(testPaymentBlock(false, signedIn(['payments']))).toBe(piMessages.testNoPaymentApi);
  });
  it('when authentication failed or never happened', () => {
    expect(testPaymentBlock(true, failed('AUTH_FAILED'))).toBe(piMessages.testCannotPay);
    expect(testPaymentBlock(true, { status: 'idle' })).toBe(piMessages.testCannotPay);
  });
  it('without the payments scope', () => {
    expect(testPaymentBlock(true, signedIn(['username']))).toBe(piMessages.testNoPaymentsScope);
  });
  it('without the payment API', () => {
    const noApi = { ...pi(), createPayment: undefined } as unknown as PiSdk;
    expect(testPaymentBlock(true, signedIn(['payments'], noApi))).toBe(piMessages.testNoPaymentApi);
  });
  it('and lets it go when all is in place', () => {
    expect(testPaymentBlock(true, signedIn(['username', 'payments']))).toBeNull();
  });
});

describe("the test page's login failures", () => {
  it('use its own words', () => {
    expect(testLoginFailure(failed('AUTH_TIMEOUT'))).toBe(piMessages.testAuthTimeout);
    expect(testLoginFailure(failed('AUTH_FAILED', piMessages.sdkNotLoaded))).toBe(
      piMessages.sdkNotAvailable,
    );
    expect(testLoginFailure(failed('AUTH_FAILED', 'User cancelled'))).toBe(
      piMessages.testAuthFailed,
    );
    expect(testLoginFailure({ status: 'idle' })).toBeNull();
  });
});
