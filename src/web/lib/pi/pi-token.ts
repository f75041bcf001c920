import type { PiAuthResult } from './pi-sdk-types';
import { piStorageKeys } from './pi-storage';

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
