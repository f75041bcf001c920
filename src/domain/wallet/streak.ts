import { addDays } from '../pilot/utc-days';

/** How far back a streak is read: a longer run shows as this many days. */
export const streakLookbackDays = 366;

/**
 * The current streak (product rules R2): the number of UTC days in a row, ending today,
 * with verified activity. A day not yet over does not break it: with nothing verified
 * today so far, the run ending yesterday still counts (it ends at midnight if nothing is
 * verified by then).
 *
 * `activeDays` are UTC days (YYYY-MM-DD) with verified watch or game seconds, any order.
 */
export function currentStreak(activeDays: Iterable<string>, today: string): number {
  const active = new Set(activeDays);
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day) && streak < streakLookbackDays) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The instant today's usage bonus is computed from: the next UTC midnight after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
