import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { ledgerTransfer } from './ledger-transfers';

/**
 * One daily usage-bonus run (product rules R7): the primary key allocates a UTC day at most
 * once, whatever the number of processes or presses of Run Now. Written with its shares in
 * one transaction (`allocating`); each share is then paid in its own transaction, and the
 * run becomes `completed` when none is left pending, so a crash between shares resumes.
 * Money is in base units.
 */
export const pilotAllocationRun = pgTable(
  'pilot_allocation_run',
  {
    day: date({ mode: 'string' }).primaryKey(),
    /** The configured daily budget when the run started. */
    budget: bigint({ mode: 'bigint' }).notNull(),
    /** What usage asked for at the watch rate (0.01 QTT per verified second), unscaled. */
    demand: bigint({ mode: 'bigint' }).notNull(),
    /** What the shares add up to: min(budget, pool balance, demand). */
    total: bigint({ mode: 'bigint' }).notNull(),
    /** Users with a share. */
    processed: integer().notNull(),
    scaled: boolean().notNull(),
    /** total / demand when scaled, else 1. For display: the shares are exact in base units. */
    scale: doublePrecision().notNull(),
    state: text({ enum: ['allocating', 'completed'] }).notNull(),
    /** `scheduler` or the admin who pressed Run Now (user id, or `admin-key`). */
    startedBy: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'pilot_allocation_run_amounts',
      sql`${t.budget} >= 0 and ${t.demand} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/** One user's share of one day's run, and what became of it. */
export const pilotAllocationShare = pgTable(
  'pilot_allocation_share',
  {
    day: date({ mode: 'string' })
      .notNull()
      .references(() => pilotAllocationRun.day, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    watchSeconds: integer().notNull(),
    gameSeconds: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** pending until paid; `held` when the account was on hold; `skipped` for a 0 share. */
    status: text({ enum: ['pending', 'paid', 'held', 'skipped'] }).notNull(),
    transferId: bigint({ mode: 'bigint' }).references(() => ledgerTransfer.id),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId] }),
    index('pilot_allocation_share_status_idx').on(t.day, t.status),
    check('pilot_allocation_share_amount', sql`${t.amount} >= 0`),
  ],
);
