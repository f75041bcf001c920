import { describe, expect, it } from 'vitest';
import { createAccountLockout } from './account-lockout';

describe('account lockout', () => {
  it('locks after max failures in the window, per account, case-insensitively', () => {
    let now = 0;
    const lockout = createAccountLockout({ max: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) lockout.recordFailure('Ada@Example.com');
    expect(lockout.isLocked('ada@example.com')).toBe(true);
    expect(lockout.isLocked('bob@example.com')).toBe(false);
    now = 1000;
    expect(lockout.isLocked('ada@example.com')).toBe(false);
  });

  it('forgets failures after a success', () => {
    const lockout = createAccountLockout({ max: 2 });
    lockout.recordFailure('ada');
    lockout.recordSuccess('ADA');
    lockout.recordFailure('ada');
    expect(lockout.isLocked('ada')).toBe(false);
  });
});
