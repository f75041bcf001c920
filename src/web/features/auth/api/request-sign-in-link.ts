import { signInLinkResponseSchema } from '@/domain/api/sign-in-link';
import { authMessages, tooManyAttemptsText } from '@/domain/auth/messages';
import type { FormNotice } from '@/web/components/ui/form-message';
import { ApiError, apiFetch } from '@/web/lib/api-client';

/**
 * Asks the server to email a sign-in link to the account the login form names. The server
 * answers alike whether or not the account exists, and so does this.
 */
export async function requestSignInLink(identifier: string): Promise<NonNullable<FormNotice>> {
  try {
    await apiFetch('/api/sign-in-link', {
      method: 'POST',
      body: JSON.stringify({ identifier: identifier.trim() }),
      schema: signInLinkResponseSchema,
    });
    return { kind: 'success', text: authMessages.signInLinkSent };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'error', text: tooManyAttemptsText(error) };
    }
    return { kind: 'error', text: authMessages.signInLinkFailed };
  }
}
