import { signupErrorMessage } from '@/domain/auth/messages';
import { track } from '@/web/lib/analytics/track';
import { authClient } from '@/web/lib/auth-client';

/**
 * Creates an account. The display name is also the sign-in username (product rules R8). It does not
 * sign in: the person logs in next (product rules R8).
 */
export async function signUp(input: {
  displayName: string;
  email: string;
  password: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  const name = input.displayName.trim();
  try {
    const { error } = await authClient.signUp.email({
      email: input.email.trim(),
      password: input.password,
      name,
      username: name,
      displayUsername: name,
    });
    if (error) return { ok: false, message: signupErrorMessage(error) };
    track('sign_up', { method: 'password' });
    return { ok: true };
  } catch {
    return { ok: false, message: signupErrorMessage({ status: 0 }) };
  }
}
