import { bigint, check, date, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';

/**
 * A member's all-time wallet figures up to the end of one settled UTC day (decision 051):
 * a cache of sums over the ledger and the verified sessions, never a counter the money paths
 * write (product rules R2). `throughDay` only moves forward; the figures after it are read
 * live. A test or demo seam that writes usage into a settled day deletes the row.
 */
export const walletTotals = pgTable(
  'wallet_totals',
  {
    userId: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Everything created before the UTC midnight that ends this day is counted here. */
    throughDay: date({ mode: 'string' }).notNull(),
    /** Units earned (what the wallet's "total earned" counts). */
    earned: bigint({ mode: 'bigint' }).notNull(),
    /** Verified watch time of completed sessions, ms. */
    watchMs: bigint({ mode: 'number' }).notNull(),
    /** Settled game sessions (finished or withheld). */
    gamesPlayed: integer().notNull(),
    /** UTC days in a row with verified activity ending on `throughDay` (0: none that day). */
    streakDays: integer().notNull(),
  },
  (t) => [
    check(
      'wallet_totals_non_negative',
      sql`${t.earned} >= 0 and ${t.watchMs} >= 0 and ${t.gamesPlayed} >= 0 and ${t.streakDays} >= 0`,
    ),
  ],
);
