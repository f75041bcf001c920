import { z } from 'zod';
import { memoryFaceIds } from '../games/memory-faces';
import { memoryMaster } from '../games/memory-master-rules';
import { speedTyping } from '../games/speed-typing-rules';
import { gameResultSchema, gameSessionIdSchema } from './games';

/**
 * Speed Typing and Memory Master (docs/decisions/015, "scored"). No request carries a score,
 * reward or user: unknown fields are dropped unread, and the server computes the result
 * from the words or deck it dealt and the inputs it saw.
 */

/** A 60 s round has well under a thousand input changes; the cap keeps a body small. */
export const maxTypingEvents = 3_000;

/** The body of either start: nothing is asked; unknown fields are dropped. */
export const scoredGameStartRequestSchema = z.object({});

/** POST /api/games/speed-typing/sessions */
export const speedTypingStartSchema = z.object({
  sessionId: gameSessionIdSchema,
  words: z.array(z.string()).min(1),
  roundSeconds: z.number().int(),
});
export type SpeedTypingStart = z.infer<typeof speedTypingStartSchema>;

const typingEventSchema = z.tuple([
  z.number().int().min(0).max(speedTyping.roundMs),
  z.string().max(64),
]);

/** POST /api/games/speed-typing/sessions/{id}/finish: the log of input changes, in order. */
export const speedTypingFinishRequestSchema = z.object({
  log: z
    .array(typingEventSchema)
    .max(maxTypingEvents, 'The typing log is too long.')
    .refine((log) => log.every(([t], i) => i === 0 || t >= (log[i - 1]?.[0] ?? 0)), {
      message: 'The typing log must be in time order.',
    }),
});
export type SpeedTypingFinishRequest = z.infer<typeof speedTypingFinishRequestSchema>;

export const speedTypingResultSchema = gameResultSchema.extend({
  score: z.object({
    words: z.number().int(),
    errors: z.number().int(),
    accuracy: z.number().int(),
    points: z.number().int(),
    secondsLeft: z.number().int(),
  }),
});
export type SpeedTypingResult = z.infer<typeof speedTypingResultSchema>;

/** POST /api/games/memory-master/sessions: the board's size; the faces stay on the server. */
export const memoryMasterStartSchema = z.object({
  sessionId: gameSessionIdSchema,
  cards: z.number().int(),
  timeLimitSeconds: z.number().int(),
});
export type MemoryMasterStart = z.infer<typeof memoryMasterStartSchema>;

/** POST /api/games/memory-master/sessions/{id}/flip */
export const memoryFlipRequestSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(memoryMaster.cards - 1, 'There is no such card.'),
});
export type MemoryFlipRequest = z.infer<typeof memoryFlipRequestSchema>;

export const memoryFlipResponseSchema = z.object({
  index: z.number().int(),
  face: z.enum(memoryFaceIds),
  /** null for the first card of a pair. */
  matched: z.boolean().nullable(),
  moves: z.number().int(),
  pairsFound: z.number().int(),
  won: z.boolean(),
});
export type MemoryFlipResponse = z.infer<typeof memoryFlipResponseSchema>;

export const memoryMasterResultSchema = gameResultSchema.extend({
  score: z.object({ moves: z.number().int(), seconds: z.number().int(), won: z.boolean() }),
});
export type MemoryMasterResult = z.infer<typeof memoryMasterResultSchema>;
