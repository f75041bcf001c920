import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One user's verified seconds on one ended UTC day, written once from `verifiedUsage`
 * (decision 027): a session counts on the day it ended, so an ended day never changes.
 * Keyed by user first so the report pages users in id order along the key.
 */
export const pilotUsageDaily = pgTable(
  'pilot_usage_daily',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    watchSeconds: integer().notNull(),
    gameSeconds: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('pilot_usage_daily_seconds', sql`${t.watchSeconds} >= 0 and ${t.gameSeconds} >= 0`),
  ],
);

/**
 * One ended UTC day's totals, written in the same transaction as its `pilot_usage_daily`
 * rows: its presence says the day is rolled up (zeros when nobody watched).
 */
export const pilotUsageDay = pgTable('pilot_usage_day', {
  day: date({ mode: 'string' }).primaryKey(),
  users: integer().notNull(),
  // Summed over every user: past int4 at 10^5 users.
  watchSeconds: bigint({ mode: 'number' }).notNull(),
  gameSeconds: bigint({ mode: 'number' }).notNull(),
  /**
   * Distinct users over the ended days of each report range that ends today the day after
   * this one (`{"7": n}`: the 6 days up to this one), filled on first read.
   */
  windowUsers: jsonb().$type<Record<string, number>>().notNull().default({}),
});
