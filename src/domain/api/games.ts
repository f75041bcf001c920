import { z } from 'zod';
import {
  gameCategories,
  gameDifficulties,
  gameIds,
  gameKinds,
  type GameId,
} from '../games/catalog';
import { decimalQtt, isoTimestamp } from './fields';

/**
 * The Game Center's contracts (docs/decisions/015). The catalogue is read-only; a game is
 * played on a server-issued game session, and only the server decides what it pays.
 * The schemas of each way of playing live beside these: `games-scored.ts` (Speed Typing,
 * Memory Master) and `games-timed.ts` (embedded games, car racer).
 */

export const gameIdSchema = z.enum(gameIds, { message: 'The requested game could not be found.' });

export const gameSchema = z.object({
  id: z.enum(gameIds),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  category: z.enum(gameCategories),
  difficulty: z.enum(gameDifficulties),
  estimatedReward: z.string(),
  playTime: z.string(),
  players: z.string(),
  instructions: z.array(z.string()),
  kind: z.enum(gameKinds),
  gameUrl: z.string().optional(),
  status: z.enum(['available', 'coming-soon']),
  baseReward: z.number(),
  maxReward: z.number(),
  rewardFactors: z.array(z.string()),
  requirements: z.object({
    minAccuracy: z.number().optional(),
    minWords: z.number().optional(),
  }),
});
export type GameEntry = z.infer<typeof gameSchema>;

/** GET /api/games */
export const gamesResponseSchema = z.object({ games: z.array(gameSchema) });
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

/** GET /api/games/{id} */
export const gameResponseSchema = z.object({ game: gameSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;

/** A game session id: 128 random bits, hex. */
export const gameSessionIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Game session not found.');

/**
 * Why a finished game paid what it paid. `below_requirements`, `implausible`,
 * `address_limit` and `email_unconfirmed` pay nothing and say why in `message`; the last
 * three are withheld with their reason for the Security Center.
 */
export const gameOutcomes = [
  'paid',
  'nothing_earned',
  'below_requirements',
  'implausible',
  'too_soon',
  'daily_cap',
  'pool_empty',
  'held',
  /** Withheld: the address or subnet already has its most earning accounts (decision 032). */
  'address_limit',
  /** Withheld: the account's email is unconfirmed where confirmation is required. */
  'email_unconfirmed',
  'session_closed',
  'signed_out',
] as const;
export type GameOutcome = (typeof gameOutcomes)[number];

/** What every finish answers: the amount paid (decimal QTT, "0" when nothing). */
export const gameResultSchema = z.object({
  sessionId: gameSessionIdSchema,
  gameId: z.enum(gameIds),
  credited: decimalQtt,
  outcome: z.enum(gameOutcomes),
  /**
   * Shown to the player: why the game paid less than its rules give, e.g. 'You need at
   * least 5 words to earn QTT.' Present on every outcome but `paid`, and on `paid` when
   * the game's maximum capped it (src/domain/games/game-outcome-message.ts).
   */
  message: z.string().optional(),
  finishedAt: isoTimestamp,
});
export type GameResult = z.infer<typeof gameResultSchema>;

export type { GameId };
