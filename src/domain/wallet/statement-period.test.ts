import { describe, expect, it } from 'vitest';
import { statementPeriodOf, statementQuerySchema } from '../api/statement';
import { monthOf, monthPeriod, periodDays, periodEnd, shiftMonth } from './statement-period';

describe('statement periods', () => {
  it('spans whole UTC months, leap Februaries included', () => {
    expect(monthPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodEnd(monthPeriod('2026-12')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });

  it('steps across years and reads months in UTC', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
  });

  it('takes a range of days, or nothing for this month', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const period = (q: Record<string, string>) =>
      statementPeriodOf(statementQuerySchema.parse(q), now);
    expect(period({})).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(period({ from: '2026-11-05', to: '2026-11-05' })).toEqual({
      from: '2026-11-05',
      to: '2026-11-05',
    });
    const refused = (q: Record<string, string>) =>
      statementQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(refused({ from: '2025-01-01', to: '2026-01-02' })).toBe(
      'A statement covers at most 366 days.',
    );
    expect(refused({ from: '2026-11-02', to: '2026-11-01' })).toBe(
      'The range must start on or before its end.',
    );
    expect(refused({ from: '2026-11-02' })).toBe('A range needs both a from and a to day.');
  });
});
