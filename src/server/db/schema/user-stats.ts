import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Statistics kept beside the ledger; never a balance (product rules R2). */
export const userStats = pgTable('user_stats', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  totalQttEarned: bigint({ mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  totalVaultsCreated: integer().notNull().default(0),
  totalVaultsClaimed: integer().notNull().default(0),
  totalGamesPlayed: integer().notNull().default(0),
  totalWatchSeconds: bigint({ mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  currentStreak: integer().notNull().default(0),
  lastActiveDay: date(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
