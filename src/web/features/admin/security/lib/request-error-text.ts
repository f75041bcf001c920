import { hasErrorCode } from '@/web/lib/api-client';

/** Why the server said no, in words: its own message, and for a refusal what to do about it. */
export function requestErrorText(error: Error): string {
  if (hasErrorCode(error, 'UNAUTHORIZED', 'FORBIDDEN')) {
    return `${error.message} Check the admin key, or log in with an admin account.`;
  }
  return error.message;
}
