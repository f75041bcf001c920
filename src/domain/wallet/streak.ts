import { addDays } from '../pilot/utc-days';

/** How far back a streak is read: a longer run shows as this many days. */
export const streakLookbackDays = 366;

/** The run of active days that ended on a settled `day` (decision 051), 0 if it was idle. */
export interface SettledRun {
  day: string;
  run: number;
}

/**
 * Active days in a row ending on `last` (YYYY-MM-DD), at most `streakLookbackDays`. Days
 * after `settled.day` are read from `active`; on reaching it, the run settled there is
 * added and nothing before it is read.
 */
export function runEndingOn(
  active: ReadonlySet<string>,
  last: string,
  settled?: SettledRun,
): number {
  let run = 0;
  for (let day = last; run < streakLookbackDays; day = addDays(day, -1)) {
    if (settled && day <= settled.day) {
      run += day === settled.day ? settled.run : 0;
      break;
    }
    if (!active.has(day)) break;
    run += 1;
  }
  return Math.min(run, streakLookbackDays);
}

/**
 * The current streak (product rules R2): the number of UTC days in a row, ending today,
 * with verified activity. A day not yet over does not break it: with nothing verified
 * today so far, the run ending yesterday still counts (it ends at midnight if nothing is
 * verified by then).
 *
 * `activeDays` are UTC days (YYYY-MM-DD) with verified watch or game seconds, any order;
 * with `settled`, only those after its day (the run up to it is settled's).
 */
export function currentStreak(
  activeDays: Iterable<string>,
  today: string,
  settled?: SettledRun,
): number {
  const active = new Set(activeDays);
  return runEndingOn(active, active.has(today) ? today : addDays(today, -1), settled);
}

/** The instant today's usage bonus is computed from: the next UTC midnight after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
