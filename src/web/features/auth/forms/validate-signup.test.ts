import { describe, expect, it } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { validateNewPassword, validateSignup } from './validate-signup';

const ok = { displayName: 'Ada', password: 'engines-1843', confirmPassword: 'engines-1843' };

describe('validateSignup', () => {
  it('accepts a good sign-up', () => {
    expect(validateSignup(ok)).toBeNull();
    expect(validateSignup({ ...ok, displayName: '  Ada Lovelace  ' })).toBeNull();
  });

  it.each(['', ' ', 'A', ' A '])('asks for a display name when it is %j', (displayName) => {
    expect(validateSignup({ ...ok, displayName })).toEqual({
      field: 'displayName',
      message: authMessages.displayNameRequired,
    });
  });

  it.each(['Ada!', 'a'.repeat(31), 'Ada  Lovelace', 'ada@example.com'])(
    'refuses the display name %j',
    (displayName) => {
      expect(validateSignup({ ...ok, displayName })?.message).toBe(authMessages.displayNameInvalid);
    },
  );

  it('checks the display name first, then that the passwords match, then their length', () => {
    expect(validateSignup({ displayName: 'A', password: 'x', confirmPassword: 'y' })?.field).toBe(
      'displayName',
    );
    expect(validateSignup({ ...ok, password: 'x', confirmPassword: 'y' })?.message).toBe(
      authMessages.passwordsDiffer,
    );
    expect(validateSignup({ ...ok, password: 'x', confirmPassword: 'x' })?.message).toBe(
      authMessages.weakPassword,
    );
  });
});

describe('validateNewPassword', () => {
  it('takes 8 to 128 characters', () => {
    expect(validateNewPassword('a'.repeat(8), 'a'.repeat(8))).toBeNull();
    expect(validateNewPassword('a'.repeat(128), 'a'.repeat(128))).toBeNull();
    expect(validateNewPassword('a'.repeat(7), 'a'.repeat(7))?.field).toBe('password');
    expect(validateNewPassword('a'.repeat(129), 'a'.repeat(129))?.field).toBe('password');
  });
});
