import { memoryMasterStartSchema } from '@/domain/api/games-scored';
import { apiFetch } from '@/web/lib/api-client';

/** Opens a Memory Master game on the server; the deck stays there. */
export const startMemoryMaster = () =>
  apiFetch('/api/games/memory-master/sessions', {
    method: 'POST',
    body: '{}',
    schema: memoryMasterStartSchema,
  });
