import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { transferTypes } from '@/domain/ledger/transfer-types';
import { user } from './auth';

/**
 * An account whose rewards an admin has put on hold (docs/decisions/013): while the row
 * exists, `payReward` pays it nothing. Releasing deletes the row.
 */
export const rewardHold = pgTable('reward_hold', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  /** The admin's user id, or `admin-key` when the bearer key was used. */
  heldBy: text().notNull(),
  heldAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A reward an account earned while held, never paid. Its key is the reward's own
 * idempotency key, so the thing rewarded stays unpaid after a release too.
 */
export const withheldReward = pgTable(
  'withheld_reward',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    key: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text({ enum: transferTypes }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    evidence: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('withheld_reward_user_idx').on(t.userId, t.createdAt)],
);
