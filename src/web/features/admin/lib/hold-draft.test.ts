import { describe, expect, it } from 'vitest';
import type { AdminAccount } from '@/domain/api/admin-accounts';
import { alreadyHeld, reviewHold } from './hold-draft';

const account: AdminAccount = {
  id: '4b0c1c62-5b55-4d35-9f5a-2b0b9d7b7c11',
  email: 'mallory@example.com',
  displayName: 'Mallory',
  role: 'user',
  twoFactorEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const none = new Set<string>();

describe('reviewHold', () => {
  it('asks for an account and a reason', () => {
    expect(reviewHold({ account: null, reason: '' }, none)).toEqual({
      ok: false,
      errors: {
        account: 'Choose an account to hold.',
        reason: 'The reason needs 3 characters or more.',
      },
    });
  });

  it('says what the server would about the reason', () => {
    const errorOf = (reason: string) => {
      const r = reviewHold({ account, reason }, none);
      return r.ok ? null : r.errors.reason;
    };
    expect(errorOf('  a ')).toBe('The reason needs 3 characters or more.');
    expect(errorOf('x'.repeat(501))).toBe('The reason must be 500 characters or fewer.');
    expect(errorOf('nul\u0000byte')).toBe('Text cannot contain NUL characters.');
  });

  it('refuses an account already on hold', () => {
    const r = reviewHold({ account, reason: 'Odd hours' }, new Set([account.id]));
    expect(r).toEqual({ ok: false, errors: { account: alreadyHeld } });
  });

  it('gives the trimmed request', () => {
    expect(reviewHold({ account, reason: '  Odd hours ' }, none)).toEqual({
      ok: true,
      request: { userId: account.id, reason: 'Odd hours' },
    });
  });
});
