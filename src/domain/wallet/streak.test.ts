import { describe, expect, it } from 'vitest';
import { currentStreak, nextUtcMidnight } from './streak';

describe('currentStreak', () => {
  it('counts the days in a row ending today', () => {
    expect(currentStreak(['2026-11-26', '2026-11-27', '2026-11-28'], '2026-11-28')).toBe(3);
  });

  it('keeps yesterday’s run while today has nothing verified yet', () => {
    expect(currentStreak(['2026-11-26', '2026-11-27'], '2026-11-28')).toBe(2);
  });

  it('is broken by a day without activity', () => {
    expect(currentStreak(['2026-11-24', '2026-11-26', '2026-11-28'], '2026-11-28')).toBe(1);
    expect(currentStreak(['2026-11-25', '2026-11-26'], '2026-11-28')).toBe(0);
  });

  it('is 0 with no activity, and crosses months and years', () => {
    expect(currentStreak([], '2026-11-28')).toBe(0);
    expect(currentStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toBe(3);
  });
});

describe('nextUtcMidnight', () => {
  it('is the start of the next UTC day', () => {
    expect(nextUtcMidnight(new Date('2026-11-28T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-29T00:00:00.000Z',
    );
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});
