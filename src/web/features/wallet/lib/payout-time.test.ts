import { describe, expect, it } from 'vitest';
import { describePayout, formatCountdown } from './payout-time';

describe('formatCountdown', () => {
  it('words hours and minutes, rounding down', () => {
    expect(formatCountdown(5 * 3_600_000 + 12 * 60_000 + 59_000)).toBe('5 h 12 min');
    expect(formatCountdown(2 * 3_600_000)).toBe('2 h');
    expect(formatCountdown(12 * 60_000)).toBe('12 min');
    expect(formatCountdown(59_999)).toBe('under a minute');
  });
});

describe('describePayout', () => {
  const at = '2026-11-29T00:00:00.000Z';
  const ms = new Date(at).getTime();

  it('says when, in the reader’s time, and how long until then', () => {
    const text = describePayout(at, ms - 90 * 60_000);
    expect(text).toMatch(/^Paid at \d{1,2}:00 [AP]M your time, in 1 h 30 min$/);
  });

  it('says it is being paid once the moment has passed', () => {
    expect(describePayout(at, ms)).toBe('Being paid now');
    expect(describePayout(at, ms + 5_000)).toBe('Being paid now');
  });
});
