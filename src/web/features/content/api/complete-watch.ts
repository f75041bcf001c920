import { powtCompleteResponseSchema, type PowtCompleteRequest } from '@/domain/api/watch';
import { apiFetch } from '@/web/lib/api-client';

/** Asks for the reward of a watch the server measured as complete; it carries no amount. */
export const completeWatch = (body: PowtCompleteRequest) =>
  apiFetch('/api/powt-complete', {
    method: 'POST',
    body: JSON.stringify(body),
    schema: powtCompleteResponseSchema,
  });
