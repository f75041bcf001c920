import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Videos people can watch (product rules R11). Rewards are for hosted items only (product rules R5). */
export const content = pgTable(
  'content',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    creator: text(),
    videoUrl: text(),
    thumbnailUrl: text(),
    /** Paid once per user at 90% verified watch time, in units (1 QTT = 10^8). */
    qttReward: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`100000000`),
    sourceType: text({ enum: ['youtube', 'hosted'] }).notNull(),
    rewardEligible: boolean().notNull().default(false),
    url: text(),
    youtubeId: text(),
    description: text(),
    durationSeconds: integer(),
    createdBy: uuid().references(() => user.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_reward_non_negative', sql`${t.qttReward} >= 0`),
    check(
      'content_reward_hosted_only',
      sql`not ${t.rewardEligible} or (${t.sourceType} = 'hosted' and ${t.durationSeconds} > 0)`,
    ),
    index('content_created_idx').on(t.createdAt),
  ],
);
