import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qtt } from '../money/qtt';
import { demandFor, pilotUnitsPerSecond, splitBudget, type Demand } from './split-budget';

const demandsArb = fc
  .uniqueArray(
    fc.record({
      userId: fc.stringMatching(/^[0-9a-f]{8}$/),
      demand: fc.bigInt({ min: 0n, max: 10n ** 14n }),
    }),
    { selector: (d) => d.userId, maxLength: 40 },
  )
  .map((ds): Demand[] => ds);
const budgetArb = fc.bigInt({ min: 0n, max: 10n ** 15n });
const sum = (xs: bigint[]) => xs.reduce((s, x) => s + x, 0n);

describe('splitBudget', () => {
  it('sums exactly to min(budget, demand)', () => {
    fc.assert(
      fc.property(budgetArb, demandsArb, (budget, demands) => {
        const split = splitBudget(budget, demands);
        const demand = sum(demands.map((d) => d.demand));
        const expected = demand < budget ? demand : budget;
        expect(sum(split.shares.map((s) => s.amount))).toBe(expected);
        expect(split.total).toBe(expected);
        expect(split.scaled).toBe(demand > budget);
      }),
    );
  });

  it('is proportional within one base unit, never above a demand, nothing for no demand', () => {
    fc.assert(
      fc.property(budgetArb, demandsArb, (budget, demands) => {
        const split = splitBudget(budget, demands);
        split.shares.forEach((s, i) => {
          const d = demands[i];
          if (!d) throw new Error('one share per demand');
          expect(s.userId).toBe(d.userId);
          expect(s.amount).toBeGreaterThanOrEqual(0n);
          expect(s.amount).toBeLessThanOrEqual(d.demand);
          if (d.demand === 0n) expect(s.amount).toBe(0n);
          if (split.scaled) {
            // |share − demand × total / demand_total| < 1 unit, in integers.
            const error = s.amount * split.demand - d.demand * split.total;
            expect(error < 0n ? -error : error).toBeLessThan(split.demand);
          } else expect(s.amount).toBe(d.demand);
        });
      }),
    );
  });

  it('breaks equal remainders by user id, whatever the order given', () => {
    const a = splitBudget(2n, [
      { userId: 'c', demand: 1n },
      { userId: 'a', demand: 1n },
      { userId: 'b', demand: 1n },
    ]);
    expect(a.shares).toEqual([
      { userId: 'c', amount: 0n },
      { userId: 'a', amount: 1n },
      { userId: 'b', amount: 1n },
    ]);
  });

  it('scales 1500 QTT of demand into a 1000 QTT budget', () => {
    const split = splitBudget(qtt(1000), [
      { userId: 'a', demand: qtt(1000) },
      { userId: 'b', demand: qtt(500) },
    ]);
    expect(split.scale).toBeCloseTo(2 / 3);
    expect(split.shares.map((s) => s.amount)).toEqual([66_666_666_667n, 33_333_333_333n]);
  });

  it('asks 0.01 QTT a verified second', () => {
    expect(pilotUnitsPerSecond).toBe(1_000_000n);
    expect(demandFor(90)).toBe(qtt(9) / 10n);
    expect(() => demandFor(1.5)).toThrow(RangeError);
  });
});
