import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAccountOf, subAccountFor, subAccountsOf } from './hot-accounts';
import { rebalanceMoves } from './post-from-sub-account';
import { InsufficientFundsError } from './post-transfer';

const ids = subAccountsOf('pool:reward');
const units = fc.bigInt({ min: 0n, max: 10n ** 12n });
const holdings = fc.array(units, { minLength: 16, maxLength: 16 });

describe('rebalanceMoves', () => {
  it('keeps the sum, meets every need, spreads the rest within a unit, in at most 15 moves', () => {
    fc.assert(
      fc.property(holdings, fc.array(fc.tuple(fc.nat(15), units), { maxLength: 4 }), (h, asked) => {
        const have = new Map(ids.map((id, i) => [id, h[i] ?? 0n]));
        const needs = new Map<string, bigint>();
        for (const [i, a] of asked) {
          const id = ids[i] ?? '';
          needs.set(id, (needs.get(id) ?? 0n) + a);
        }
        const total = h.reduce((s, x) => s + x, 0n);
        const needed = [...needs.values()].reduce((s, x) => s + x, 0n);
        fc.pre(total >= needed);
        const moves = rebalanceMoves(ids, have, needs);
        expect(moves.length).toBeLessThanOrEqual(15);
        const after = new Map(have);
        for (const m of moves) {
          expect(m.amount > 0n).toBe(true);
          expect(m.from).not.toBe(m.to);
          after.set(m.from, (after.get(m.from) ?? 0n) - m.amount);
          after.set(m.to, (after.get(m.to) ?? 0n) + m.amount);
        }
        expect([...after.values()].reduce((s, x) => s + x, 0n)).toBe(total);
        const spare = ids.map((id) => (after.get(id) ?? 0n) - (needs.get(id) ?? 0n));
        expect(spare.every((s) => s >= 0n)).toBe(true);
        const most = spare.reduce((a, b) => (a > b ? a : b));
        const least = spare.reduce((a, b) => (a < b ? a : b));
        expect(most - least <= 1n).toBe(true);
      }),
    );
  });

  it('moves nothing when the sub-accounts already hold their shares', () => {
    // 5 QTT each, and sub-account 3 also its need of 5.
    const have = new Map(ids.map((id, i) => [id, i === 3 ? 10n : 5n]));
    expect(rebalanceMoves(ids, have, new Map([[ids[3] ?? '', 5n]]))).toEqual([]);
  });

  it('refuses when the sum cannot meet the needs', () => {
    const have = new Map(ids.map((id) => [id, 1n]));
    expect(() => rebalanceMoves(ids, have, new Map([[ids[0] ?? '', 17n]]))).toThrow(
      InsufficientFundsError,
    );
  });
});

describe('subAccountFor', () => {
  it("names the sub-account of the id's last hexadecimal digit", () => {
    expect(subAccountFor('pool:reward', '00000000-0000-4000-8000-000000000000')).toBe(
      'pool:reward',
    );
    expect(subAccountFor('escrow:vaults', '00000000-0000-4000-8000-00000000000f')).toBe(
      'escrow:vaults:15',
    );
    expect(subAccountsOf('pool:penalty')).toEqual(['pool:penalty']);
  });

  it('finds the split account of each sub-account, and leaves other accounts alone', () => {
    expect(splitAccountOf('pool:reward:7')).toBe('pool:reward');
    expect(splitAccountOf('escrow:vaults')).toBe('escrow:vaults');
    expect(splitAccountOf('pool:reward:16')).toBe('pool:reward:16');
    expect(splitAccountOf('wallet:pool:reward:1')).toBe('wallet:pool:reward:1');
  });
});
