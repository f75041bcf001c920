import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One play of one game by one user (docs/decisions/015). The server starts it with the
 * game's secret material (word list, deck), and settles it exactly once: from `active` to
 * `finished` (judged, perhaps paid), `withheld` (implausible: kept for the Security Center
 * with its reason, never paid) or `abandoned` (superseded by a newer session). Its verified
 * play counts as pilot usage in every state but `withheld`, finished or not.
 */
export const gameSession = pgTable(
  'game_session',
  {
    /** 128 random bits, hex. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A catalogue id (src/domain/games/catalog.ts). */
    gameId: text().notNull(),
    kind: text({ enum: ['speed-typing', 'memory-master', 'embedded', 'car-racer'] }).notNull(),
    status: text({ enum: ['active', 'finished', 'withheld', 'abandoned'] })
      .notNull()
      .default('active'),
    /** Server-only state (words, deck, flips so far); never sent to the client whole. */
    secret: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    /**
     * Play time the server verified, ms (its own clock; hidden or unfocused time never counts),
     * kept up to date by the inputs it sees (flips, heartbeats) and at the finish.
     */
    verifiedMs: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Which UTC days count that play (docs/decisions/033, src/domain/pilot/played-time.ts):
     * the server time of the last input that added play (null: none did), the part played
     * before that day, and the previous day with play with its part.
     */
    playedAt: timestamp({ withTimezone: true }),
    earlierMs: bigint({ mode: 'number' }).notNull().default(0),
    prevDay: date({ mode: 'string' }),
    prevDayMs: bigint({ mode: 'number' }).notNull().default(0),
    /** Units paid; 0 until paid. */
    reward: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A GameOutcome (src/domain/api/games.ts) once settled. */
    outcome: text(),
    /** Why a result was withheld, in words for the Security Center. */
    withheldReason: text(),
    /** What the judgement rested on (score, words, moves, intervals…). */
    evidence: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    index('game_session_user_game_idx').on(t.userId, t.gameId, t.startedAt),
    index('game_session_status_idx').on(t.status, t.startedAt),
    // The Security Center's latest plays and latest withheld results, without a sort of all.
    index('game_session_started_idx').on(t.startedAt),
    index('game_session_withheld_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'withheld'`),
    // A user's settled play in a time range (one user's pilot report, the wallet's games
    // played); withheld sessions are few.
    index('game_session_user_finished_idx')
      .on(t.userId, t.finishedAt)
      .where(sql`${t.status} in ('finished', 'withheld')`),
    // Counted play by the UTC day of its last input, everyone's and one user's (decision 033),
    // and the part of the day before, on the few sessions that played across a midnight.
    index('game_session_played_idx').on(t.playedAt),
    index('game_session_user_played_idx').on(t.userId, t.playedAt),
    index('game_session_prev_day_idx')
      .on(t.prevDay)
      .where(sql`${t.prevDay} is not null`),
    // One open session per user and game, whatever the race between two starts.
    uniqueIndex('game_session_one_active_idx')
      .on(t.userId, t.gameId)
      .where(sql`${t.status} = 'active'`),
  ],
);
