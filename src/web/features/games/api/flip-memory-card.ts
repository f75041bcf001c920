import { memoryFlipResponseSchema } from '@/domain/api/games-scored';
import { apiFetch } from '@/web/lib/api-client';

/** Flips one card on the server, which answers that card's face only. */
export const flipMemoryCard = (sessionId: string, index: number) =>
  apiFetch(`/api/games/memory-master/sessions/${sessionId}/flip`, {
    method: 'POST',
    body: JSON.stringify({ index }),
    schema: memoryFlipResponseSchema,
  });
