import { memoryMasterResultSchema } from '@/domain/api/games-scored';
import { apiFetch } from '@/web/lib/api-client';

/** Ends a game; the server pays it from its own record of flips. */
export const finishMemoryMaster = (sessionId: string) =>
  apiFetch(`/api/games/memory-master/sessions/${sessionId}/finish`, {
    method: 'POST',
    body: '{}',
    schema: memoryMasterResultSchema,
  });
