import { powtStartResponseSchema } from '@/domain/api/watch';
import { apiFetch } from '@/web/lib/api-client';

/** Opens a Proof of Watch Time session; the answer is the first single-use handle. */
export const startWatch = (contentId: string) =>
  apiFetch('/api/powt-start', {
    method: 'POST',
    body: JSON.stringify({ contentId }),
    schema: powtStartResponseSchema,
  });
