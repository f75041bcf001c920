import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQtt, qtt } from '../money/qtt';
import { createVaultSchema } from '../api/vaults';
import { earlyWithdrawalSplit, multiplierBpsFor, vaultReward } from './vault-rules';

describe('vault rules', () => {
  it.each([
    [7, 11_000],
    [29, 11_000],
    [30, 12_000],
    [89, 12_000],
    [90, 15_000],
    [179, 15_000],
    [180, 20_000],
    [365, 20_000],
  ])('%i days → %i bps', (days, bps) => expect(multiplierBpsFor(days)).toBe(bps));

  it('reserves amount × (multiplier − 1)', () => {
    expect(vaultReward(qtt(100), 11_000)).toBe(qtt(10));
    expect(vaultReward(parseQtt('10.01'), 12_000)).toBe(parseQtt('2.002'));
  });

  it('splits an early withdrawal 85/15 with nothing lost', () => {
    expect(earlyWithdrawalSplit(qtt(100))).toEqual({ returned: qtt(85), penalty: qtt(15) });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), (amount) => {
        const { returned, penalty } = earlyWithdrawalSplit(amount);
        return returned + penalty === amount && returned >= 0n && penalty >= 0n;
      }),
    );
  });

  it.each([
    [{ amount: '9.99', durationDays: 30 }, 'Minimum amount is 10 QTT'],
    [{ amount: '10.001', durationDays: 30 }, 'Use at most 2 decimal places.'],
    [{ amount: '-10', durationDays: 30 }, 'Enter an amount such as 12.50.'],
    [{ amount: 'ten', durationDays: 30 }, 'Enter an amount such as 12.50.'],
    [{ amount: 10, durationDays: 30 }, 'Enter the amount as text'],
    [{ amount: '10', durationDays: 6 }, 'Lock for at least 7 days.'],
    [{ amount: '10', durationDays: 366 }, 'Lock for at most 365 days.'],
    [{ amount: '10', durationDays: 30.5 }, 'Durations are whole days.'],
  ])('refuses %o', (input, message) => {
    const r = createVaultSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(message);
  });

  it('accepts a valid request and defaults to 30 days', () => {
    expect(createVaultSchema.parse({ amount: '10' })).toEqual({
      amount: qtt(10),
      durationDays: 30,
    });
  });
});
