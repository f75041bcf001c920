import type { z } from 'zod';
import {
  logWatchEventResponseSchema,
  powtCompleteResponseSchema,
  powtHeartbeatResponseSchema,
  powtStartResponseSchema,
  type LogWatchEventRequest,
  type PowtCompleteRequest,
  type PowtHeartbeatRequest,
} from '@/domain/api/watch';
import { apiFetch } from '@/web/lib/api-client';

const post = <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
  apiFetch(path, { method: 'POST', body: JSON.stringify(body), schema });

/** The Proof of Watch Time calls. None carries an amount: the server measures (product rules R1, R5). */
export const powtApi = {
  start: (contentId: string) => post('/api/powt-start', powtStartResponseSchema, { contentId }),
  heartbeat: (body: PowtHeartbeatRequest) =>
    post('/api/powt-heartbeat', powtHeartbeatResponseSchema, body),
  complete: (body: PowtCompleteRequest) =>
    post('/api/powt-complete', powtCompleteResponseSchema, body),
  logWatchEvent: (body: LogWatchEventRequest) =>
    post('/api/log-watch-event', logWatchEventResponseSchema, body),
};

export type PowtApi = typeof powtApi;
