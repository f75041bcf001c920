import { describe, expect, it } from 'vitest';
import { formatDay, formatFactor, formatMinutes } from './pilot-format';

describe('the dashboard’s numbers', () => {
  it('shows minutes whole and grouped, with a decimal only while they are few', () => {
    expect(formatMinutes(0)).toBe('0');
    expect(formatMinutes(6)).toBe('6');
    expect(formatMinutes(2.55)).toBe('2.6');
    expect(formatMinutes(1234.4)).toBe('1,234');
  });

  it('writes the scale as a factor and a day in UTC', () => {
    expect(formatFactor(0.666666)).toBe('×0.6667');
    expect(formatDay('2026-11-01')).toBe('Nov 1');
  });
});
