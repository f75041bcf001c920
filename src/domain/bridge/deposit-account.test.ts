import { describe, expect, it } from 'vitest';
import { depositAccountOf, userIdOfDepositAccount } from './deposit-account';

describe('deposit account', () => {
  const id = '0b3f5c1e-9a2d-4c7b-8e6f-112233445566';

  it('is the UUID as 16 bytes left-padded to 32, and reads back to the same id', () => {
    const account = depositAccountOf(id);
    expect(account).toBe(`0x${'0'.repeat(32)}0b3f5c1e9a2d4c7b8e6f112233445566`);
    expect(userIdOfDepositAccount(account)).toBe(id);
    expect(userIdOfDepositAccount(account.toUpperCase().replace('0X', '0x'))).toBe(id);
  });

  it('refuses what QTN never hands out', () => {
    expect(() => depositAccountOf('not-a-uuid')).toThrow();
    expect(userIdOfDepositAccount(`0x${'0'.repeat(64)}`)).toBeNull();
    expect(userIdOfDepositAccount(`0x${'1'.repeat(64)}`)).toBeNull();
    expect(userIdOfDepositAccount('0x1234')).toBeNull();
  });
});
