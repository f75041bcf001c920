import { describe, expect, it } from 'vitest';
import { addDays, dayStart, daysBetween, utcDayOf } from './utc-days';

describe('utc days', () => {
  it('names the UTC day of an instant, whatever the time of day', () => {
    expect(utcDayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(dayStart('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('counts across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});
