import { logWatchEventResponseSchema, type LogWatchEventRequest } from '@/domain/api/watch';
import { apiFetch } from '@/web/lib/api-client';

/** Records a milestone of the watch log; the server decides what, if anything, it pays. */
export const logWatchEvent = (body: LogWatchEventRequest) =>
  apiFetch('/api/log-watch-event', {
    method: 'POST',
    body: JSON.stringify(body),
    schema: logWatchEventResponseSchema,
  });
