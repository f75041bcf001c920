import { describe, expect, it } from 'vitest';
import { formatDebit, formatMonth, formatPeriod, rangeProblem } from './statement-format';

describe('statement formats', () => {
  it('names months and ranges in UTC, en-US', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
    expect(formatPeriod({ from: '2026-11-05', to: '2026-11-20' })).toBe(
      'Nov 5, 2026 – Nov 20, 2026',
    );
    expect(formatPeriod({ from: '2026-11-30', to: '2026-11-30' })).toBe('Nov 30, 2026');
  });

  it('writes debits with a minus, none as 0.00, rounded down like every amount', () => {
    expect(formatDebit('3')).toBe('−3.00');
    expect(formatDebit('1234.569')).toBe('−1,234.56');
    expect(formatDebit('0')).toBe('0.00');
    expect(formatDebit('0.001')).toBe('0.00');
  });

  it('says what a custom range lacks', () => {
    expect(rangeProblem('', '2026-11-01')).toBe('Choose a From and a To day.');
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe(
      'The range must start on or before its end.',
    );
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('A statement covers at most 366 days.');
  });
});
