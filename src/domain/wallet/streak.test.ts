import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../pilot/utc-days';
import { currentStreak, nextUtcMidnight, runEndingOn, streakLookbackDays } from './streak';

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

describe('a streak with a settled run (decision 051)', () => {
  const today = '2026-11-28';
  const active = (flags: boolean[]) =>
    flags.flatMap((on, i) => (on ? [addDays(today, -i)] : [])).sort();

  it('is the same streak, whatever day the run was settled on', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 2, max: 45 }),
        (flags, back) => {
          const days = active(flags);
          const settledDay = addDays(today, -back);
          const settled = { day: settledDay, run: runEndingOn(new Set(days), settledDay) };
          const after = days.filter((d) => d > settledDay);
          expect(currentStreak(after, today, settled)).toBe(currentStreak(days, today));
        },
      ),
    );
  });

  it('adds the settled run only when the days after it are all active', () => {
    const settled = { day: '2026-11-26', run: 10 };
    expect(currentStreak(['2026-11-27', '2026-11-28'], today, settled)).toBe(12);
    expect(currentStreak(['2026-11-27'], today, settled)).toBe(11);
    expect(currentStreak(['2026-11-28'], today, settled)).toBe(1);
    expect(currentStreak([], today, { day: '2026-11-27', run: 4 })).toBe(4);
    expect(currentStreak([], today, { day: '2026-11-26', run: 4 })).toBe(0);
  });

  it('never passes the lookback', () => {
    const settled = { day: '2026-11-26', run: streakLookbackDays };
    expect(currentStreak(['2026-11-27', '2026-11-28'], today, settled)).toBe(streakLookbackDays);
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
