/**
 * The browser keys (product rules R11) for the Pi user and token. The session itself is the
 * server's cookie; these only carry the token to the payment calls and the test page. Saving
 * and reading live in pi-token.ts, with the Pi pages: every page's first load carries this
 * file, for the sign-out.
 */
export const piStorageKeys = {
  user: 'pi_user',
  accessToken: 'pi_access_token',
  authTimestamp: 'pi_auth_timestamp',
} as const;

/** Called at sign-out, with the backend session's own keys. */
export function clearPiAuth() {
  try {
    Object.values(piStorageKeys).forEach((key) => localStorage.removeItem(key));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
