import { describe, expect, it } from 'vitest';
import { qttToWei, weiToDecimal } from './qtt-wei';

const e18 = 10n ** 18n;

describe('qttToWei', () => {
  it('converts whole and 2-decimal amounts exactly', () => {
    expect(qttToWei('100')).toBe(100n * e18);
    expect(qttToWei('0.01')).toBe(e18 / 100n);
    expect(qttToWei(' 12.5 ')).toBe(125n * (e18 / 10n));
  });
  it('refuses signs, exponents, extra decimals and empty text', () => {
    for (const bad of ['', '-1', '1e3', '1.234', 'abc', '1.']) expect(qttToWei(bad)).toBeNull();
  });
});

describe('weiToDecimal', () => {
  it('trims trailing zeros and rounds down past 8 decimals', () => {
    expect(weiToDecimal(100n * e18)).toBe('100');
    expect(weiToDecimal(155n * (e18 / 10n))).toBe('15.5');
    expect(weiToDecimal(1n)).toBe('0');
    expect(weiToDecimal(e18 + 123_456_789n * 10n ** 9n)).toBe('1.12345678');
  });
});
