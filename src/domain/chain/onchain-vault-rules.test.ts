import { describe, expect, it } from 'vitest';
import {
  mockMultiplierBps,
  mockReward,
  onchainEarlyExit,
  onchainLockLimitMessage,
  onchainMultiplierBps,
  onchainReward,
} from './onchain-vault-rules';

const qtt = (n: bigint) => n * 10n ** 18n;

describe('on-chain vault rules (D4)', () => {
  it('reads the multiplier by duration range, edges included', () => {
    expect([7, 29, 30, 89, 90, 179, 180, 365].map(onchainMultiplierBps)).toEqual([
      10_500, 10_500, 11_500, 11_500, 13_500, 13_500, 16_000, 16_000,
    ]);
  });

  it('refuses durations outside 7 to 365 days and fractions', () => {
    for (const d of [6, 366, 0, -7, 30.5, Number.NaN]) {
      expect(() => onchainMultiplierBps(d)).toThrow(RangeError);
    }
  });

  it('computes the reward to the wei, rounding down', () => {
    expect(onchainReward(qtt(100n), 11_500)).toBe(qtt(15n));
    expect(onchainReward(1n, 16_000)).toBe(0n);
    expect(onchainReward(3n, 13_500)).toBe(1n);
  });

  it('splits an early exit into 85 % returned and the penalty, summing to the principal', () => {
    expect(onchainEarlyExit(qtt(100n))).toEqual({ returned: qtt(85n), penalty: qtt(15n) });
    const odd = onchainEarlyExit(7n);
    expect(odd).toEqual({ returned: 5n, penalty: 2n });
  });

  it('says the contract’s limit in the ledger’s words, in whole cents rounded down', () => {
    expect(onchainLockLimitMessage(qtt(200n) + 19n, 7)).toBe(
      'You can lock at most 200.00 QTT for 7 days now.',
    );
    expect(onchainLockLimitMessage(qtt(1_234_567n) + 10n ** 16n * 99n + 1n, 30)).toBe(
      'You can lock at most 1,234,567.99 QTT for 30 days now.',
    );
    expect(onchainLockLimitMessage(10n ** 16n - 1n, 180)).toBe(
      'You cannot lock QTT for 180 days now.',
    );
    expect(onchainLockLimitMessage(10n ** 16n, 180)).toBe(
      'You can lock at most 0.01 QTT for 180 days now.',
    );
  });

  it('keeps mock mode on the preset table, 1.0× elsewhere, and no reward while locked', () => {
    expect([7, 30, 90, 180, 45].map(mockMultiplierBps)).toEqual([
      10_500, 11_500, 13_500, 16_000, 10_000,
    ]);
    expect(mockReward(qtt(100n), 11_500, true)).toBe(0n);
    expect(mockReward(qtt(100n), 11_500, false)).toBe(qtt(15n));
  });
});
