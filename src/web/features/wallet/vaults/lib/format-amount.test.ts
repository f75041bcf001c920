import { describe, expect, it } from 'vitest';
import { earlyWithdrawalSplit } from '@/domain/vaults/vault-rules';
import { parseQtt } from '@/domain/money/qtt';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('shows two decimals with en-US grouping', () => {
    expect(formatAmount('1337')).toBe('1,337.00');
    expect(formatAmount('25.5')).toBe('25.50');
  });
  it('shows every real decimal, so a split adds up to the principal', () => {
    const { returned, penalty } = earlyWithdrawalSplit(parseQtt('100.33'));
    expect([formatAmount(returned), formatAmount(penalty)]).toEqual(['85.2805', '15.0495']);
  });
});
