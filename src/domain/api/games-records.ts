import { z } from 'zod';
import { gameIdSchema } from './games';

/**
 * POST /api/log-game-session (a fire-and-forget call, product rules R6). The user comes
 * from the sign-in session; a userId in the body is dropped unread, and durationSeconds is
 * the client's hint, recorded beside what the server verified but never believed.
 */
export const logGameSessionRequestSchema = z.object({
  gameSlug: gameIdSchema,
  event: z.literal('complete', { message: "The only event is 'complete'." }),
  durationSeconds: z
    .number({ message: 'durationSeconds must be a number.' })
    .int('durationSeconds must be whole seconds.')
    .min(0, 'durationSeconds cannot be negative.')
    .max(86_400, 'durationSeconds is at most a day.'),
});
export type LogGameSessionRequest = z.infer<typeof logGameSessionRequestSchema>;

/** Play time the server verified for this user and game today (UTC), settled sessions only. */
export const logGameSessionResponseSchema = z.object({
  gameSlug: gameIdSchema,
  verifiedSeconds: z.number().int().min(0),
  /** Whole minutes, rounded down. */
  verifiedMinutes: z.number().int().min(0),
});
export type LogGameSessionResponse = z.infer<typeof logGameSessionResponseSchema>;
