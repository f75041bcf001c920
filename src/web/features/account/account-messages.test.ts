import { describe, expect, it } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { accountMessages, twoFactorErrorMessage } from './account-messages';

describe('twoFactorErrorMessage', () => {
  it.each([
    [{ status: 400, code: 'INVALID_PASSWORD' }, 'Incorrect password.'],
    [{ status: 401, code: 'INVALID_CODE' }, authMessages.invalidCode],
    [{ status: 401, code: 'INVALID_BACKUP_CODE' }, authMessages.invalidCode],
    [{ status: 429 }, authMessages.tooManyAttempts],
    [{ status: 429, code: 'ACCOUNT_TEMPORARILY_LOCKED' }, authMessages.tooManyAttempts],
    [{ status: 401, code: 'UNAUTHORIZED' }, accountMessages.sessionEnded],
    [{ status: 500, message: 'boom' }, accountMessages.failed],
  ])('maps %o to a sentence a person can act on', (failure, expected) => {
    expect(twoFactorErrorMessage(failure)).toBe(expected);
  });
});
