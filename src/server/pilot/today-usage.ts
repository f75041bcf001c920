import type { Units } from '@/domain/money/qtt';
import { demandFor, splitBudget, type Split } from '@/domain/pilot/split-budget';
import { utcDayOf } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { verifiedUsage, type DayUsage } from './verified-usage';

/**
 * Everyone's usage of one UTC day so far, counted at `asOf`, with what readers derive from
 * it kept beside it: each user's place, the split of a budget, the report's count of users
 * new in a window.
 */
export interface TodayUsage {
  day: string;
  asOf: Date;
  /** In user id order (verifiedUsage orders one day's rows by user id). */
  usage: DayUsage[];
  /** Everyone's seconds of each kind, summed. */
  watchSeconds: number;
  gameSeconds: number;
  indexOf: Map<string, number>;
  splitFor(budget: Units): Split;
  memo: Map<string, number>;
}

/**
 * Below this many users with usage today every read counts afresh: a small install sees a
 * finished video in the pool and the report at once (decision 054).
 */
export const liveBelowUsers = 2_000;
/** Above it, a count serves every reader for this long, then is counted again behind them. */
export const reuseForMs = 30_000;

export function countedToday(day: string, asOf: Date, usage: DayUsage[]): TodayUsage {
  let split: { budget: Units; split: Split } | undefined;
  return {
    day,
    asOf,
    usage,
    watchSeconds: usage.reduce((n, u) => n + u.watchSeconds, 0),
    gameSeconds: usage.reduce((n, u) => n + u.gameSeconds, 0),
    indexOf: new Map(usage.map((u, i) => [u.userId, i])),
    splitFor(budget) {
      if (split?.budget !== budget) {
        const demands = usage.map((u) => ({
          userId: u.userId,
          demand: demandFor(u.watchSeconds + u.gameSeconds),
        }));
        split = { budget, split: splitBudget(budget, demands) };
      }
      return split.split;
    },
    memo: new Map(),
  };
}

/** Counts `now`'s UTC day up to `now`: every user's usage so far. */
export async function countToday(
  db: Database,
  now: Date,
  ceilingSeconds: number,
): Promise<TodayUsage> {
  const day = utcDayOf(now);
  const usage = await verifiedUsage(db, { first: day, last: day, until: now, ceilingSeconds });
  return countedToday(day, now, usage);
}

/**
 * Today's usage for the pool on every wallet and the pilot report (decision 054). Counting it
 * scans every session of the day, which at 10^5 daily users takes most of a second; so once a
 * day has `liveBelowUsers` users, one count serves every reader for `reuseForMs`, and an older
 * one is still answered while a single new count runs behind it. Never a count of another day.
 * `count`: countToday on the server's database.
 */
export function todayUsageReader(
  count: (now: Date) => Promise<TodayUsage>,
  onError: (err: unknown) => void,
) {
  let kept: TodayUsage | undefined;
  let counting: Promise<void> | undefined;
  return async function todayUsage(now: Date): Promise<TodayUsage> {
    if (
      kept === undefined ||
      kept.day !== utcDayOf(now) ||
      kept.usage.length < liveBelowUsers ||
      kept.asOf > now
    ) {
      kept = await count(now);
      return kept;
    }
    if (now.getTime() - kept.asOf.getTime() >= reuseForMs && counting === undefined) {
      counting = count(now)
        .then((fresh) => {
          if (kept === undefined || fresh.asOf > kept.asOf) kept = fresh;
        })
        .catch(onError)
        .finally(() => {
          counting = undefined;
        });
    }
    return kept;
  };
}
