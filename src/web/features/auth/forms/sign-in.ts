import { looksLikeEmail } from '@/domain/auth/display-name';
import {
  authMessages,
  loginErrorMessage,
  tooManyAttemptsText,
  type AuthFailure,
} from '@/domain/auth/messages';
import { track } from '@/web/lib/analytics/track';
import { authClient } from '@/web/lib/auth-client';

export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'two-factor' }
  | { kind: 'error'; message: string }
  /** Too many attempts at this account: the form offers the ways a stranger cannot block. */
  | { kind: 'throttled'; message: string };

/**
 * Signs in with an email or a username. A username is resolved by the server (product rules R8): the
 * browser never learns the email behind it. `totpCode`, an authenticator code sent with the
 * password, lets the owner of a two-factor account past the throttle (docs/decisions/034).
 */
export async function signInWithPassword(
  identifier: string,
  password: string,
  totpCode?: string,
): Promise<SignInOutcome> {
  const id = identifier.trim();
  const code = totpCode ? { totpCode: totpCode.replace(/\s/g, '') } : {};
  try {
    const { data, error } = looksLikeEmail(id)
      ? await authClient.signIn.email({ email: id, password, ...code })
      : await authClient.signIn.username({ username: id, password, ...code });
    if (error?.status === 429) return { kind: 'throttled', message: loginErrorMessage(error) };
    if (error) return { kind: 'error', message: loginErrorMessage(error) };
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect)
      return { kind: 'two-factor' };
    track('sign_in', { method: 'password' });
    return { kind: 'signed-in' };
  } catch {
    return { kind: 'error', message: loginErrorMessage({ status: 0 }) };
  }
}

export type SecondFactor = 'totp' | 'backup';

export type SecondFactorOutcome =
  | { kind: 'signed-in' }
  | { kind: 'error'; message: string }
  /** The pending sign-in is gone (it expired): the person starts again. */
  | { kind: 'restart'; message: string };

export const twoFactorExpiredMessage = 'That sign-in has expired. Please log in again.';

/** The second step of a two-factor sign-in: a code from the app, or a recovery code. */
export async function verifySecondFactor(
  method: SecondFactor,
  code: string,
): Promise<SecondFactorOutcome> {
  try {
    const { error } =
      method === 'totp'
        ? await authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, '') })
        : await authClient.twoFactor.verifyBackupCode({ code: code.trim() });
    if (!error) {
      track('sign_in', { method: method === 'totp' ? 'totp' : 'backup_code' });
      return { kind: 'signed-in' };
    }
    return secondFactorFailure(error);
  } catch {
    return { kind: 'error', message: loginErrorMessage({ status: 0 }) };
  }
}

function secondFactorFailure(error: AuthFailure): SecondFactorOutcome {
  const code = error.code ?? '';
  if (error.status === 429) return { kind: 'error', message: tooManyAttemptsText(error) };
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    return { kind: 'error', message: authMessages.tooManyAttempts };
  }
  if (code === 'INVALID_TWO_FACTOR_COOKIE') {
    return { kind: 'restart', message: twoFactorExpiredMessage };
  }
  return { kind: 'error', message: authMessages.invalidCode };
}
