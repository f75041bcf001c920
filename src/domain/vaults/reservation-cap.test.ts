import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQtt, qtt } from '../money/qtt';
import {
  lockLimitMessage,
  maxLockAmount,
  maxVaultAmount,
  offchainLockLimit,
  offchainLockLimitMessage,
  reservationHeadroom,
  reserveLimitRefusal,
  vaultAmountStepUnits,
} from './reservation-cap';
import { multiplierBpsFor, vaultReward } from './vault-rules';

describe('the reservation cap', () => {
  it('is the share of the free balance plus the member’s own reservations, minus those', () => {
    expect(reservationHeadroom(qtt(10_000), 0n, 1_000)).toBe(qtt(1_000));
    // 400 reserved of a base of 9,600 + 400: the base did not shrink, 600 remain.
    expect(reservationHeadroom(qtt(9_600), qtt(400), 1_000)).toBe(qtt(600));
    expect(reservationHeadroom(qtt(9_000), qtt(1_000), 1_000)).toBe(0n);
    // The pool shrank under an open reservation: nothing more, never negative.
    expect(reservationHeadroom(qtt(1_000), qtt(1_000), 1_000)).toBe(0n);
    expect(reservationHeadroom(qtt(5), 0n, 10_000)).toBe(qtt(5));
    expect(reservationHeadroom(0n, 0n, 1_000)).toBe(0n);
  });

  it('never reaches past the free balance, and splitting never beats one reservation', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        (free, reserved, share, piece) => {
          const headroom = reservationHeadroom(free, reserved, share);
          expect(headroom).toBeLessThanOrEqual(free);
          // Reserving a piece within the headroom moves it from free to theirs: the cap is
          // unchanged, so what is left is exactly the headroom minus the piece.
          if (piece <= headroom) {
            const after = reservationHeadroom(free - piece, reserved + piece, share);
            expect(after).toBe(headroom - piece);
          }
        },
      ),
    );
  });

  it('turns the headroom into the largest amount whose reward fits', () => {
    // 1,000 QTT of reward: 10,000 QTT at 1.1×, 5,000 at 1.2×, 2,000 at 1.5×, 1,000 at 2×.
    expect(maxVaultAmount(qtt(1_000), 11_000)).toBe(qtt(10_000));
    expect(maxVaultAmount(qtt(1_000), 12_000)).toBe(qtt(5_000));
    expect(maxVaultAmount(qtt(1_000), 15_000)).toBe(qtt(2_000));
    expect(maxVaultAmount(qtt(1_000), 20_000)).toBe(qtt(1_000));
    // 61.725 QTT at 1.2×: 308.625, rounded down to the cent.
    expect(maxVaultAmount(parseQtt('61.725'), 12_000)).toBe(parseQtt('308.62'));
    // Under the 10 QTT minimum: nothing can be locked.
    expect(maxVaultAmount(parseQtt('0.99'), 11_000)).toBeNull();
    expect(maxVaultAmount(qtt(1), 11_000)).toBe(qtt(10));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.constantFrom(10_500, 11_000, 11_500, 12_000, 13_500, 15_000, 16_000, 20_000),
        fc.constantFrom(1n, vaultAmountStepUnits),
        (headroom, bps, step) => {
          const most = maxLockAmount(headroom, bps, step);
          expect(most % step).toBe(0n);
          expect(vaultReward(most, bps)).toBeLessThanOrEqual(headroom);
          expect(vaultReward(most + step, bps)).toBeGreaterThan(headroom);
        },
      ),
    );
  });

  it('says the limit in one sentence, and why when the server refuses', () => {
    expect(lockLimitMessage('5,000.00', 30)).toBe(
      'You can lock at most 5,000.00 QTT for 30 days now.',
    );
    expect(lockLimitMessage(null, 7)).toBe('You cannot lock QTT for 7 days now.');
    expect(reserveLimitRefusal(parseQtt('1234.5'), 90, 1_250)).toBe(
      'You can lock at most 1,234.50 QTT for 90 days now. Your open vaults may reserve at most 12.5% of the reward pool.',
    );
  });

  it('names the balance when it is lower than the cap, and the minimum under 10 QTT', () => {
    const bps = multiplierBpsFor(30);
    // A 1,000 QTT headroom at 1.2x allows 5,000 QTT; the balance is lower.
    expect(offchainLockLimit(qtt(1000), qtt(250) + 12_900_000n, bps)).toEqual({
      most: qtt(250) + 12_000_000n,
      bound: 'balance',
    });
    expect(offchainLockLimit(qtt(1000), qtt(9_000), bps)).toEqual({
      most: qtt(5_000),
      bound: 'cap',
    });
    // The cap allows nothing: the cap is the reason, whatever the balance.
    expect(offchainLockLimit(50_000_000n, qtt(9_000), bps)).toEqual({ most: null, bound: 'cap' });
    const under = offchainLockLimit(qtt(1000), qtt(2), bps);
    expect(under).toEqual({ most: null, bound: 'balance' });
    expect(offchainLockLimitMessage(under, qtt(2), 30)).toBe(
      'You have 2.00 QTT: a vault needs at least 10 QTT.',
    );
  });
});
