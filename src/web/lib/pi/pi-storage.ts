import type { PiAuthResult } from './pi-sdk-types';

/**
 * The browser keys (product rules R11) for the Pi user and token. The session itself is the
 * server's cookie; these only carry the token to the payment calls and the test page.
 */
export const piStorageKeys = {
  user: 'pi_user',
  accessToken: 'pi_access_token',
  authTimestamp: 'pi_auth_timestamp',
} as const;

export function savePiAuth(auth: PiAuthResult, now = Date.now()) {
  try {
    localStorage.setItem(piStorageKeys.user, JSON.stringify(auth.user));
    localStorage.setItem(piStorageKeys.accessToken, auth.accessToken);
    localStorage.setItem(piStorageKeys.authTimestamp, String(now));
  } catch {
    // Private modes may refuse storage; the payment calls then go without the token.
  }
}

export function readPiAccessToken(): string | null {
  try {
    return localStorage.getItem(piStorageKeys.accessToken);
  } catch {
    return null;
  }
}

/** Called at sign-out, with the backend session's own keys. */
export function clearPiAuth() {
  try {
    Object.values(piStorageKeys).forEach((key) => localStorage.removeItem(key));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
