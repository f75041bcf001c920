import { describe, expect, it } from 'vitest';
import { AmountError, formatQtt, parseQtt, qtt, unitsToDecimal } from './qtt';

describe('QTT amounts', () => {
  it('parse exactly', () => {
    expect(parseQtt('10')).toBe(1_000_000_000n);
    expect(parseQtt('12.5')).toBe(1_250_000_000n);
    expect(parseQtt('0.01')).toBe(1_000_000n);
    expect(parseQtt(' 1.23456789 ')).toBe(123_456_789n);
  });

  it.each(['', '-1', '+1', '1e3', '1.2.3', 'abc', '.5', '1,5', '1234567890123456'])(
    'refuse %j',
    (bad) => {
      expect(() => parseQtt(bad)).toThrow(AmountError);
    },
  );

  it('refuse too many decimals', () => {
    expect(() => parseQtt('10.123', 2)).toThrow('Use at most 2 decimal places.');
    expect(parseQtt('10.12', 2)).toBe(1_012_000_000n);
  });

  it('print without losing anything', () => {
    expect(unitsToDecimal(1_250_000_000n)).toBe('12.5');
    expect(unitsToDecimal(1n)).toBe('0.00000001');
    expect(unitsToDecimal(-qtt(3))).toBe('-3');
  });

  it('format for display, rounding down', () => {
    expect(formatQtt(parseQtt('1234.567'))).toBe('1,234.56');
    expect(formatQtt(qtt(0))).toBe('0.00');
    expect(formatQtt(parseQtt('0.019'), 2)).toBe('0.01');
  });
});
