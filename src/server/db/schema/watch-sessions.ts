import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { content } from './content';

/**
 * A Proof of Watch Time session (product rules R5, docs/decisions/006). Written at start and
 * at completion; heartbeats in between travel in a signed token and are flushed here in
 * periodic batches for the Security Center only.
 */
export const watchSession = pgTable(
  'watch_session',
  {
    /** 128 random bits, hex. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentId: uuid()
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    status: text({ enum: ['active', 'completed', 'superseded'] })
      .notNull()
      .default('active'),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    verifiedMs: bigint({ mode: 'number' }).notNull().default(0),
    heartbeats: integer().notNull().default(0),
    /** Heartbeats refused for this session (replays, forged or stale handles). */
    rejected: integer().notNull().default(0),
    credited: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    index('watch_session_user_status_idx').on(t.userId, t.status),
    // One accruing session per user (product rules R5), whatever the race between two starts.
    uniqueIndex('watch_session_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('watch_session_started_idx').on(t.startedAt),
    // A user's completed watching in a time range (wallet today, one user's pilot report).
    index('watch_session_user_completed_idx')
      .on(t.userId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    // Everyone's completed watching of one day (today's usage in the pilot report and the
    // pool): that day's rows, not those of every watch started since the day before.
    index('watch_session_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);
