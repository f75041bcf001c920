import { startOfUtcDay } from '@/server/clock';

const dayMs = 86_400_000;

/**
 * For tests of a daily cap that move the test clock: the cap reads "today" from the clock,
 * while the database dates each credit in real time, so a clock shifted past a UTC midnight
 * the real time has not reached splits one test's credits over two days (seen in CI at
 * 23:55 UTC, after a file's earlier tests had shifted the clock minutes ahead). This puts the
 * clock back on real time and, in the last `marginMs` before a UTC midnight, waits it out.
 */
export async function clockOffMidnight(clock: { shiftMs: number }, marginMs = 3 * 60_000) {
  clock.shiftMs = 0;
  const now = Date.now();
  const untilMidnight = startOfUtcDay(new Date(now)).getTime() + dayMs - now;
  if (untilMidnight < marginMs) await new Promise((r) => setTimeout(r, untilMidnight + 1_000));
}

/**
 * For tests that move the clock forward by up to `spanMs`: puts the clock where it and
 * `spanMs` later fall on one UTC day without waiting, by setting it back when real time is
 * near a midnight. Never ahead of real time, so every credit the database dates in real time
 * falls on or after the clock's day (see clockOffMidnight).
 */
export function clockWithinOneUtcDay(clock: { shiftMs: number }, spanMs: number) {
  const marginMs = 10 * 60_000;
  clock.shiftMs = 0;
  const now = Date.now();
  const untilMidnight = startOfUtcDay(new Date(now)).getTime() + dayMs - now;
  if (untilMidnight < spanMs + marginMs) clock.shiftMs = -(spanMs + marginMs);
}
