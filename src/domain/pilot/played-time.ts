import { utcDayOf } from './utc-days';

/**
 * Where a game session's verified play falls in UTC days (docs/decisions/033). Every input
 * the server verifies (a flip, a heartbeat, a finish) advances it, so a session counts what
 * was played whether or not anyone finishes it, on the day it was played: the part of the
 * day of the last input, and the part of the previous day with play. Each day's share is
 * fixed once the next day's play begins, so a day's run, read any time before the session
 * plays on a third day, counts every part once.
 */
export interface PlayedTime {
  /** All the session's verified play, ms. */
  verifiedMs: number;
  /** Server time of the last input that added play; null while none has. */
  playedAt: Date | null;
  /** The part of verifiedMs played before playedAt's UTC day. */
  earlierMs: number;
  /** The last UTC day with play before playedAt's (`YYYY-MM-DD`), and the play of that day. */
  prevDay: string | null;
  prevDayMs: number;
}

export const noPlay: PlayedTime = {
  verifiedMs: 0,
  playedAt: null,
  earlierMs: 0,
  prevDay: null,
  prevDayMs: 0,
};

/**
 * The session after an input at server time `at` that leaves its verified play at
 * `verifiedMs`. Play never shrinks, and an input that adds none changes nothing (calling
 * finish hours later moves no minute to that day). New play counts on `at`'s UTC day; an
 * input dated before the last one (another process's clock) counts on the last one's day.
 */
export function addPlay(p: PlayedTime, verifiedMs: number, at: Date): PlayedTime {
  const played = pick(p);
  if (!Number.isFinite(verifiedMs) || verifiedMs <= p.verifiedMs) return played;
  if (p.playedAt === null) return { ...played, verifiedMs, playedAt: at };
  if (utcDayOf(at) <= utcDayOf(p.playedAt)) {
    return { ...played, verifiedMs, playedAt: at > p.playedAt ? at : p.playedAt };
  }
  return {
    verifiedMs,
    playedAt: at,
    earlierMs: p.verifiedMs,
    prevDay: utcDayOf(p.playedAt),
    prevDayMs: p.verifiedMs - p.earlierMs,
  };
}

/** The play each UTC day counts from one session, in ms (never a zero entry). */
export function playByDay(p: PlayedTime): Map<string, number> {
  const days = new Map<string, number>();
  if (p.prevDay !== null && p.prevDayMs > 0) days.set(p.prevDay, p.prevDayMs);
  if (p.playedAt !== null && p.verifiedMs > p.earlierMs) {
    days.set(utcDayOf(p.playedAt), p.verifiedMs - p.earlierMs);
  }
  return days;
}

/** Only the fields of PlayedTime, so a database row can be passed in and its update spread. */
const pick = (p: PlayedTime): PlayedTime => ({
  verifiedMs: p.verifiedMs,
  playedAt: p.playedAt,
  earlierMs: p.earlierMs,
  prevDay: p.prevDay,
  prevDayMs: p.prevDayMs,
});
