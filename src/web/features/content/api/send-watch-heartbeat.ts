import { powtHeartbeatResponseSchema, type PowtHeartbeatRequest } from '@/domain/api/watch';
import { apiFetch } from '@/web/lib/api-client';

/** Spends the handle on what the page saw; the server answers the next handle. */
export const sendWatchHeartbeat = (body: PowtHeartbeatRequest) =>
  apiFetch('/api/powt-heartbeat', {
    method: 'POST',
    body: JSON.stringify(body),
    schema: powtHeartbeatResponseSchema,
  });
