import { z } from 'zod';
import { memoryFaceIds } from '@/domain/games/memory-faces';
import { AppError } from '../../http/app-error';
import type { GameSessionRow } from '../settle-game-session';

/** What a Speed Typing session keeps on the server: the words it dealt. */
export const typingSecretSchema = z.object({ words: z.array(z.string()).min(1) });
export type TypingSecret = z.infer<typeof typingSecretSchema>;

/** What a Memory Master session keeps: the deck and every accepted flip `[index, atMs]`. */
export const memorySecretSchema = z.object({
  deck: z.array(z.enum(memoryFaceIds)).length(24),
  flips: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type MemorySecret = z.infer<typeof memorySecretSchema>;

/**
 * The session's secret as `kind` keeps it. A session of another game answers 404, exactly
 * like a session that does not exist, so ids of other games reveal nothing.
 */
export function readSecret<S extends z.ZodType>(
  session: Pick<GameSessionRow, 'kind' | 'secret'>,
  kind: GameSessionRow['kind'],
  schema: S,
): z.infer<S> {
  const parsed = session.kind === kind ? schema.safeParse(session.secret) : undefined;
  if (!parsed?.success) throw AppError.notFound('Game session not found.');
  return parsed.data;
}
