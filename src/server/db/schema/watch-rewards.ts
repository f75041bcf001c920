import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { content } from './content';
import { ledgerTransfer } from './ledger-transfers';
import { watchSession } from './watch-sessions';

/** The evidence of each watch reward; the primary key pays a (user, content) once. */
export const watchReward = pgTable(
  'watch_reward',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentId: uuid()
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    sessionId: text()
      .notNull()
      .references(() => watchSession.id),
    amount: bigint({ mode: 'bigint' }).notNull(),
    verifiedSeconds: integer().notNull(),
    heartbeats: integer().notNull(),
    transferId: bigint({ mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransfer.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('watch_reward_created_idx').on(t.createdAt),
  ],
);

/** log_watch_event: the furthest progress a user reported for a content item. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentId: uuid()
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    progress: integer().notNull(),
    watchSeconds: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);
