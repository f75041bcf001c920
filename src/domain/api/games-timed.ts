import { z } from 'zod';
import { gameIds } from '../games/catalog';
import { gameResultSchema, gameSessionIdSchema } from './games';
import { watchHandleSchema } from './watch';

/**
 * Timed play (docs/decisions/015, "Timed play"): embedded games are paid for play time the
 * server verified with the signed rolling handle of Proof of Watch Time (its own key); the
 * car racer for a finish the server's clock finds plausible. The user always comes from the
 * session cookie; any userId, amount or verifiedSeconds in a body is dropped unread.
 */

/** The rolling play handle: the watch handle's shape, signed with the game-play key. */
export const playHandleSchema = watchHandleSchema;
export type PlayHandle = z.infer<typeof playHandleSchema>;

/** POST /api/game-play-start */
export const gamePlayStartRequestSchema = z.object({
  gameId: z.enum(gameIds, { message: 'The requested game could not be found.' }),
});
export type GamePlayStartRequest = z.infer<typeof gamePlayStartRequestSchema>;
export const gamePlayStartResponseSchema = playHandleSchema;

const attention = {
  /** document.visibilityState === 'visible' */
  visible: z.boolean(),
  /** document.hasFocus(): true while the page or the game's frame has focus. */
  focused: z.boolean(),
};

/** POST /api/game-play-heartbeat, every 10 s while playing. */
export const gamePlayHeartbeatRequestSchema = playHandleSchema.extend(attention);
export type GamePlayHeartbeatRequest = z.infer<typeof gamePlayHeartbeatRequestSchema>;
export const gamePlayHeartbeatResponseSchema = playHandleSchema.extend({
  accepted: z.boolean(),
  reason: z.enum(['too_frequent', 'not_visible']).optional(),
  /** What the in-game counter shows: floor(verifiedSeconds / 15), clamped. */
  verifiedSeconds: z.number(),
});
export type GamePlayHeartbeatResponse = z.infer<typeof gamePlayHeartbeatResponseSchema>;

/** POST /api/game-play-finish: the last interval counts when visible and focused. */
export const gamePlayFinishRequestSchema = playHandleSchema.extend({
  visible: z.boolean().default(false),
  focused: z.boolean().default(false),
});
export type GamePlayFinishRequest = z.input<typeof gamePlayFinishRequestSchema>;
export const gamePlayFinishResponseSchema = gameResultSchema.extend({
  verifiedSeconds: z.number(),
});
export type GamePlayFinishResponse = z.infer<typeof gamePlayFinishResponseSchema>;

/** POST /api/car-race-start: the server's clock starts the race. */
export const carRaceStartRequestSchema = z.object({
  gameId: z.literal('car-racer', { message: 'The requested game could not be found.' }),
});
export const carRaceStartResponseSchema = z.object({
  sessionId: gameSessionIdSchema,
  startedAt: z.string(),
});
export type CarRaceStartResponse = z.infer<typeof carRaceStartResponseSchema>;

/** POST /api/car-race-finish */
export const carRaceFinishRequestSchema = z.object({ sessionId: gameSessionIdSchema });
export type CarRaceFinishRequest = z.infer<typeof carRaceFinishRequestSchema>;
export const carRaceFinishResponseSchema = gameResultSchema;
