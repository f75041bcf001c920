import { z } from 'zod';
import { dayString, decimalQtt, isoTimestamp, uuid } from './fields';

/**
 * The pilot's daily usage bonus (product rules R7) and its dashboard, the Pilot Rewards
 * Dashboard (product rules R12). Money is a decimal QTT string; usage is in minutes.
 */

/** One allocation run, as the dashboard lists it. */
export const pilotRunSchema = z.object({
  day: dayString,
  budgetQtt: decimalQtt,
  /** What usage asked for at 0.01 QTT per verified second, before scaling. */
  demandQtt: decimalQtt,
  /** What the shares add up to: min(budget, pool balance, demand). */
  totalQtt: decimalQtt,
  processed: z.number().int(),
  scaled: z.boolean(),
  scale: z.number(),
  state: z.enum(['allocating', 'completed']),
  startedBy: z.string(),
  startedAt: isoTimestamp,
  completedAt: isoTimestamp.nullable(),
});
export type PilotRun = z.infer<typeof pilotRunSchema>;

/**
 * GET pilot-daily-rewards: the four fields of the earlier version describe the latest run (0,
 * false, 1 before the first), `dailyBudgetQtt` the configured budget.
 */
export const pilotDailyRewardsSchema = z.object({
  dailyBudgetQtt: decimalQtt,
  processed: z.number().int(),
  scaled: z.boolean(),
  scale: z.number(),
  /** The latest run, null before the first. */
  latest: pilotRunSchema.nullable(),
  /** The most recent runs, newest first (at most 14). */
  runs: z.array(pilotRunSchema),
});
export type PilotDailyRewards = z.infer<typeof pilotDailyRewardsSchema>;

/** POST pilot-daily-rewards?run=now (Run Now): what the run did, and the summary after it. */
export const pilotRunNowSchema = z.object({
  /** 'Manual allocation run requested', or 'Nothing to allocate: {day} was already allocated.' */
  message: z.string(),
  /** The days this press allocated (empty when every ended day already was). */
  allocated: z.array(dayString),
  summary: pilotDailyRewardsSchema,
});
export type PilotRunNow = z.infer<typeof pilotRunNowSchema>;

export const pilotRanges = [7, 14, 30, 60] as const;
export type PilotRange = (typeof pilotRanges)[number];
export const defaultPilotRange: PilotRange = 7;
/** Users per page of the report over everyone. */
export const defaultPilotPage = 50;

/**
 * GET pilot-report?days=&userId=&series=1&format=csv&cursor=&limit= (admin). Over everyone
 * the JSON rows come a page at a time in user id order (`cursor`: the last user id of the
 * previous page); the totals, `users` and the series always cover the whole range. One
 * user's report and the CSV are complete, most minutes first.
 */
export const pilotReportQuerySchema = z.object({
  days: z
    .enum(pilotRanges.map(String) as [string, ...string[]], {
      message: 'Range must be 7, 14, 30 or 60 days.',
    })
    .default(String(defaultPilotRange))
    .transform((v) => Number(v) as PilotRange),
  userId: uuid('Invalid user id.').optional(),
  series: z.enum(['0', '1'], { message: 'series must be 0 or 1.' }).optional(),
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv.' }).optional(),
  cursor: uuid('Invalid cursor.').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 500.' })
    .int({ message: 'limit must be a whole number from 1 to 500.' })
    .min(1, { message: 'limit must be a whole number from 1 to 500.' })
    .max(500, { message: 'limit must be a whole number from 1 to 500.' })
    .default(defaultPilotPage),
});

export const pilotMinutesSchema = z.object({
  watchMins: z.number(),
  gameMins: z.number(),
  totalMins: z.number(),
});
export type PilotMinutes = z.infer<typeof pilotMinutesSchema>;

export const pilotReportRowSchema = pilotMinutesSchema.extend({
  userId: z.string(),
  /** The display name, for the table (not in the CSV). */
  userName: z.string().nullable(),
});
export type PilotReportRow = z.infer<typeof pilotReportRowSchema>;

export const pilotSeriesPointSchema = pilotMinutesSchema.extend({ day: dayString });
export type PilotSeriesPoint = z.infer<typeof pilotSeriesPointSchema>;

export const pilotReportSchema = z.object({
  totals: pilotMinutesSchema,
  /** Per user: a page in user id order over everyone, all most minutes first for one user. */
  rows: z.array(pilotReportRowSchema),
  /** The cursor of the next page of rows, null on the last. */
  nextCursor: z.string().nullable(),
  /** How many users had verified minutes in the range. */
  users: z.number().int(),
  /** The first day of the range (UTC). */
  since: dayString,
  /** Per day, oldest first, every day of the range (zeros included); [] unless series=1. */
  series: z.array(pilotSeriesPointSchema),
});
export type PilotReport = z.infer<typeof pilotReportSchema>;

/** The CSV's header row, exactly as the earlier version wrote it. */
export const pilotCsvColumns = ['userId', 'watchMins', 'gameMins', 'totalMins'] as const;
export const pilotCsvFileName = 'pilot-report.csv';

/**
 * GET pilot-pool: today's (UTC) pool as it stands, for everyone; `you` for a signed-in
 * user. The same usage the night's run will count, so the projection is honest.
 */
export const pilotPoolSchema = z.object({
  day: dayString,
  dailyBudgetQtt: decimalQtt,
  /** Every user's verified watch and game minutes today so far. */
  verifiedMinutes: z.number(),
  users: z.number().int(),
  demandQtt: decimalQtt,
  /** The scale that would apply if the day ended now (1 when demand fits the budget). */
  scale: z.number(),
  scaled: z.boolean(),
  you: z
    .object({
      minutes: z.number(),
      projectedShareQtt: decimalQtt,
    })
    .nullable(),
});
export type PilotPool = z.infer<typeof pilotPoolSchema>;

/** GET reward-pool (admin): the reward pool's balance and how many days of budget it holds. */
export const rewardPoolSchema = z.object({
  balanceQtt: decimalQtt,
  dailyBudgetQtt: decimalQtt,
  /** floor(balance / budget); null when the budget is 0. */
  daysOfBudget: z.number().int().nullable(),
});
export type RewardPool = z.infer<typeof rewardPoolSchema>;

/**
 * pilot-daily-rewards?run=now: Run Now, by POST only (admin session or the bearer admin
 * key); a GET with run=now is refused (405) and allocates nothing.
 */
export const pilotDailyRewardsQuerySchema = z.object({
  run: z.enum(['now'], { message: "run must be 'now'." }).optional(),
});
