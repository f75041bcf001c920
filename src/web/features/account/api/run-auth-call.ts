import type { AuthFailure } from '@/domain/auth/messages';
import { accountMessages, twoFactorErrorMessage } from '../account-messages';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

interface Answer<T> {
  data: T | null;
  error: AuthFailure | null;
}

/**
 * Runs one call of the auth client (better-auth) and turns its answer, or a network
 * failure, into an Outcome whose message can be shown as is.
 */
export async function runAuthCall<T>(call: () => Promise<Answer<T>>): Promise<Outcome<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, message: twoFactorErrorMessage(error) };
    if (data === null) return { ok: false, message: accountMessages.failed };
    return { ok: true, data };
  } catch {
    return { ok: false, message: accountMessages.offline };
  }
}
