import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Off-chain vaults (product rules R3). Money moves only through the ledger; this is the record. */
export const vault = pgTable(
  'vault',
  {
    /** 'v_' + 8 random base-36 characters. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => user.id),
    amount: bigint({ mode: 'bigint' }).notNull(),
    durationDays: integer().notNull(),
    /** The multiplier in basis points: 1.1 is 11000. */
    multiplierBps: integer().notNull(),
    /** amount × (multiplier − 1), reserved from the reward pool at creation. */
    reward: bigint({ mode: 'bigint' }).notNull(),
    status: text({ enum: ['active', 'claimed', 'withdrawn'] })
      .notNull()
      .default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    unlockAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    /** What the user received at claim or early withdrawal. */
    payout: bigint({ mode: 'bigint' }),
    penalty: bigint({ mode: 'bigint' }),
  },
  (t) => [
    check('vault_amount_positive', sql`${t.amount} > 0`),
    check('vault_duration_range', sql`${t.durationDays} between 7 and 365`),
    index('vault_user_created_idx').on(t.userId, t.createdAt),
  ],
);
