/** The account messages, word for word (product rules R10, R11). */
export const authMessages = {
  loginSuccess: 'Login successful!',
  invalidCredentials: 'Invalid email/username or password.',
  emailNotConfirmed: 'Please confirm your email before logging in.',
  checkPassword: 'Check your password and try again.',
  userNotFound: 'User not found.',
  loginFailed: 'Login failed',
  signupSuccess: 'Account created! You can now log in.',
  alreadyRegistered: 'Email already registered. Please log in.',
  weakPassword: 'Password does not meet requirements.',
  signupFailedTryEmail: 'Sign up failed. Try a different email.',
  signupFailed: 'Sign up failed',
  passwordsDiffer: 'Passwords do not match',
  displayNameRequired: 'Please enter a display name.',
  resetSent: 'Password reset email sent!',
  resetFailed: 'Failed to send reset email',
  // Ours, where the earlier version had none.
  displayNameTaken: 'That display name is taken. Please choose another.',
  displayNameInvalid:
    'Display names use letters, numbers, spaces, dots, dashes or underscores (2–30 characters).',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  invalidCode: 'That code is not valid. Please try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Your password has been updated. Please log in.',
  signInLinkSent: 'Sign-in link sent! Check your email.',
  signInLinkFailed: 'Failed to send sign-in link',
  signInLinkInvalid: 'This sign-in link is invalid or has expired. Please request a new one.',
} as const;

export interface AuthFailure {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
}

/**
 * A 429's own message when it names the wait ("Too many attempts. Try again in 3
 * minutes.", as our server words every 429); anything else, e.g. a proxy's, gets ours.
 * Checked before any text matching: the wait message must never read as a password problem.
 */
export function tooManyAttemptsText(failure: AuthFailure): string {
  const own = failure.message?.startsWith('Too many attempts. Try again in ');
  return own && failure.message ? failure.message : authMessages.tooManyAttempts;
}

/** Maps a sign-in failure to the catalogue (matched on code, then on lower-case text). */
export function loginErrorMessage(failure: AuthFailure): string {
  const code = failure.code ?? '';
  const text = (failure.message ?? '').toLowerCase();
  if (failure.status === 429) return tooManyAttemptsText(failure);
  if (
    code === 'INVALID_EMAIL_OR_PASSWORD' ||
    code === 'INVALID_USERNAME_OR_PASSWORD' ||
    text.includes('invalid login credentials') ||
    text.includes('invalid email or password') ||
    text.includes('invalid username or password')
  ) {
    return authMessages.invalidCredentials;
  }
  if (code === 'EMAIL_NOT_VERIFIED' || text.includes('email not confirmed')) {
    return authMessages.emailNotConfirmed;
  }
  if (text.includes('password')) return authMessages.checkPassword;
  if (text.includes('user')) return authMessages.userNotFound;
  return failure.message || authMessages.loginFailed;
}

/** Maps a sign-up failure to the catalogue. */
export function signupErrorMessage(failure: AuthFailure): string {
  const code = failure.code ?? '';
  const text = (failure.message ?? '').toLowerCase();
  if (failure.status === 429) return tooManyAttemptsText(failure);
  if (code.startsWith('USER_ALREADY_EXISTS') || text.includes('user already registered')) {
    return authMessages.alreadyRegistered;
  }
  if (code === 'USERNAME_IS_ALREADY_TAKEN') return authMessages.displayNameTaken;
  if (code === 'INVALID_USERNAME' || code.startsWith('USERNAME_TOO')) {
    return authMessages.displayNameInvalid;
  }
  if (code.startsWith('PASSWORD_') || text.includes('password')) return authMessages.weakPassword;
  if (code === 'FAILED_TO_CREATE_USER') return authMessages.signupFailedTryEmail;
  return failure.message || authMessages.signupFailed;
}
