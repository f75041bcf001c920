/** Every Pi message, word for word (product rules R9, R10). */
export const piMessages = {
  sdkNotLoaded: 'Pi SDK not loaded. Please ensure you are using the Pi Browser.',
  authTimeout: 'Authentication timed out after 45 seconds. Please try again.',
  authNoResult: 'No authentication result returned from Pi Network',
  authInvalidUser: 'Invalid user data received from Pi Network',
  authOriginMismatch:
    'Pi Network authentication failed due to origin mismatch. This may be due to Content Security Policy restrictions.',
  userNotAuthenticated: 'User not authenticated',
  paymentApiUnavailable:
    'Payment API unavailable in Pi Browser. Please ensure you are using the latest Pi Browser version.',
  serverApprovalFailed: 'Server approval failed',
  serverCompletionFailed: 'Server completion failed',
  // Sign-in with Pi from the sign-in form
  sdkNotAvailable: 'Pi SDK not available. Please use the Pi Browser.',
  authFailed: 'Pi authentication failed.',
  authError: 'Pi authentication error',
  // The test page
  testPiBrowserOnly: 'You must use the Pi Browser to log in with Pi.',
  testAuthFailed: 'Authentication failed or was cancelled.',
  testAuthTimeout: 'Authentication timed out. Please try again.',
  testCannotPay: 'Cannot make payment: authentication failed.',
  testNoPaymentsScope: 'Payment not allowed: payments scope not granted.',
  testNoPaymentApi: 'Payment API not available.',
  testPaymentError: (message: string) => `Payment error: ${message}`,
  // The exchange page
  exchangeFailed: (message?: string) => `Payment failed: ${message || 'Unknown error'}`,
} as const;

/** The codes of the wrapper's authentication failures (docs/pi.md). */
export type PiAuthErrorCode =
  'AUTH_TIMEOUT' | 'AUTH_NO_RESULT' | 'AUTH_INVALID_USER' | 'AUTH_ORIGIN_MISMATCH';
