import { authMessages, type AuthFailure } from '@/domain/auth/messages';
import { authClient } from '@/web/lib/auth-client';

export type ResetOutcome =
  { kind: 'done' } | { kind: 'bad-link' } | { kind: 'error'; message: string };

/** Sets a new password with the emailed token; the server ends the user's other sessions. */
export async function resetPassword(token: string, newPassword: string): Promise<ResetOutcome> {
  try {
    const { error } = await authClient.resetPassword({ token, newPassword });
    return error ? resetFailure(error) : { kind: 'done' };
  } catch {
    return { kind: 'error', message: authMessages.resetFailed };
  }
}

export function resetFailure(error: AuthFailure): ResetOutcome {
  const code = error.code ?? '';
  if (error.status === 429) return { kind: 'error', message: authMessages.tooManyAttempts };
  if (code.startsWith('PASSWORD_')) return { kind: 'error', message: authMessages.weakPassword };
  if (code === 'INVALID_TOKEN' || error.status === 400) return { kind: 'bad-link' };
  return { kind: 'error', message: error.message || authMessages.resetFailed };
}
