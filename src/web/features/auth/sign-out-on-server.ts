import { timedOut, withTimeout } from '@/web/lib/with-timeout';

/** The earlier version waits for each sign-out step at most this long. */
export const signOutStepTimeoutMs = 2000;

/**
 * Revokes the session on the server and clears its cookie. A slow server is not waited
 * for beyond the step timeout ('timeout'); a refusal or a network failure throws.
 */
export async function signOutOnServer(): Promise<'done' | 'timeout'> {
  const { authClient } = await import('@/web/lib/auth-client');
  const result = await withTimeout(authClient.signOut(), signOutStepTimeoutMs);
  if (result === timedOut) return 'timeout';
  if (result.error) throw new Error(result.error.message ?? 'Sign-out failed');
  return 'done';
}
