import { authMessages, type AuthFailure } from '@/domain/auth/messages';

/** What the account page says; ours, as the earlier version had no such page. */
export const accountMessages = {
  incorrectPassword: 'Incorrect password.',
  passwordRequired: 'Enter your current password.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidCode: authMessages.invalidCode,
  tooManyAttempts: authMessages.tooManyAttempts,
  sessionEnded: 'Your session has ended. Please log in again.',
  offline: 'We could not reach QTN. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
  newCodes: 'New recovery codes are ready. The old ones no longer work.',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
} as const;

/** Maps a failed two-factor call to a sentence a person can act on. */
export function twoFactorErrorMessage(failure: AuthFailure): string {
  const code = failure.code ?? '';
  if (failure.status === 429 || code === 'ACCOUNT_TEMPORARILY_LOCKED') {
    return accountMessages.tooManyAttempts;
  }
  if (code === 'INVALID_PASSWORD') return accountMessages.incorrectPassword;
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') return accountMessages.invalidCode;
  if (failure.status === 401) return accountMessages.sessionEnded;
  return accountMessages.failed;
}
