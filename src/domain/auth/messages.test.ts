import { describe, expect, it } from 'vitest';
import { authMessages, loginErrorMessage, signupErrorMessage } from './messages';

describe('login messages', () => {
  it.each([
    [{ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }, authMessages.invalidCredentials],
    [{ status: 401, code: 'INVALID_USERNAME_OR_PASSWORD' }, authMessages.invalidCredentials],
    [{ status: 400, message: 'Invalid login credentials' }, authMessages.invalidCredentials],
    [{ status: 403, code: 'EMAIL_NOT_VERIFIED' }, 'Please confirm your email before logging in.'],
    [{ status: 400, message: 'Password expired' }, 'Check your password and try again.'],
    [{ status: 404, message: 'User is banned' }, 'User not found.'],
    [{ status: 429 }, authMessages.tooManyAttempts],
    [
      { status: 429, message: 'Too many attempts. Try again in 3 minutes.' },
      'Too many attempts. Try again in 3 minutes.',
    ],
    // Contains "password" but is about waiting, never 'Check your password and try again.'
    [{ status: 429, message: 'Too many password attempts' }, authMessages.tooManyAttempts],
    [{ status: 500, message: 'Boom' }, 'Boom'],
    [{ status: 500 }, 'Login failed'],
  ])('%o → %s', (failure, message) => {
    expect(loginErrorMessage(failure)).toBe(message);
  });
});

describe('sign-up messages', () => {
  it.each([
    [
      { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      'Email already registered. Please log in.',
    ],
    [{ status: 400, code: 'PASSWORD_TOO_SHORT' }, 'Password does not meet requirements.'],
    [{ status: 400, code: 'USERNAME_IS_ALREADY_TAKEN' }, authMessages.displayNameTaken],
    [{ status: 400, code: 'INVALID_USERNAME' }, authMessages.displayNameInvalid],
    [{ status: 400, code: 'FAILED_TO_CREATE_USER' }, 'Sign up failed. Try a different email.'],
    [
      { status: 429, message: 'Too many attempts. Try again in 30 seconds.' },
      'Too many attempts. Try again in 30 seconds.',
    ],
    [{ status: 500 }, 'Sign up failed'],
  ])('%o → %s', (failure, message) => {
    expect(signupErrorMessage(failure)).toBe(message);
  });
});
