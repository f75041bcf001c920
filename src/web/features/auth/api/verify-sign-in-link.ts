import { verifySignInLinkResponseSchema } from '@/domain/api/sign-in-link';
import { authMessages, tooManyAttemptsText } from '@/domain/auth/messages';
import { apiFetch, hasErrorCode, ApiError } from '@/web/lib/api-client';
import { track } from '@/web/lib/analytics/track';

export type LinkOutcome =
  | { kind: 'signed-in' }
  | { kind: 'two-factor' }
  | { kind: 'bad-link' }
  | { kind: 'error'; message: string };

/** Follows an emailed sign-in link: the server spends its token and sets the session. */
export async function verifySignInLink(token: string): Promise<LinkOutcome> {
  try {
    const { outcome } = await apiFetch('/api/sign-in-link/verify', {
      method: 'POST',
      body: JSON.stringify({ token }),
      schema: verifySignInLinkResponseSchema,
    });
    if (outcome === 'two-factor') return { kind: 'two-factor' };
    track('sign_in', { method: 'link' });
    return { kind: 'signed-in' };
  } catch (error) {
    if (hasErrorCode(error, 'SIGN_IN_LINK_INVALID', 'VALIDATION_FAILED'))
      return { kind: 'bad-link' };
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'error', message: tooManyAttemptsText(error) };
    }
    return {
      kind: 'error',
      message: error instanceof ApiError ? error.message : authMessages.loginFailed,
    };
  }
}
