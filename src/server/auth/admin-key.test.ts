import { describe, expect, it } from 'vitest';
import { isValidAdminKey } from './admin-key';

describe('isValidAdminKey', () => {
  const key = 'a-long-admin-key-of-enough-length';
  it('accepts only the configured key as a bearer token', () => {
    expect(isValidAdminKey(key, `Bearer ${key}`)).toBe(true);
    expect(isValidAdminKey(key, `bearer   ${key}`)).toBe(true);
    expect(isValidAdminKey(key, `Bearer ${key}x`)).toBe(false);
    expect(isValidAdminKey(key, key)).toBe(false);
    expect(isValidAdminKey(key, undefined)).toBe(false);
  });
  it('is off when no key is configured', () => {
    expect(isValidAdminKey(undefined, 'Bearer anything')).toBe(false);
    expect(isValidAdminKey('', 'Bearer ')).toBe(false);
  });
});
