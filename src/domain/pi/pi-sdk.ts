/**
 * The Pi SDK constants (docs/pi.md) and the scopes each sign-in asks
 * for (Pi sign-in asks for 'username'; the exchange and test pages also for
 * 'payments').
 */
export const piSdk = {
  version: '2.0',
  /** The production SDK script; development and tests point PI_SDK_URL at the stand-in. */
  scriptUrl: 'https://sdk.minepi.com/pi-sdk.js',
  /** The wrapper's authentication time-out. */
  authTimeoutMs: 45_000,
  /** The test page's authentication time-out. */
  testPageAuthTimeoutMs: 60_000,
  /** How long the wrapper waits for the page to be visible and loaded. */
  visibilityWaitMs: 5_000,
  /** The extra delay before authenticating. */
  authDelayMs: 2_000,
  testPaymentPi: '0.001',
} as const;

export type PiScope = 'username' | 'payments' | 'wallet_address';
export const piSignInScopes: PiScope[] = ['username'];
export const piPaymentScopes: PiScope[] = ['username', 'payments'];

/** The kinds of Pi order QTN creates: buying QTT, or the test page's 0.001 Pi payment. */
export const piOrderTypes = ['qtt_exchange', 'test_payment'] as const;
export type PiOrderType = (typeof piOrderTypes)[number];
