import type {
  LogWatchEventRequest,
  LogWatchEventResponse,
  PowtCompleteRequest,
  PowtCompleteResponse,
  PowtHeartbeatRequest,
  PowtHeartbeatResponse,
  PowtStartResponse,
} from '@/domain/api/watch';
import { apiFetch } from '@/web/lib/api-client';

const post = <T>(path: string, body: unknown) =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** The Proof of Watch Time calls. None carries an amount: the server measures (product rules R1, R5). */
export const powtApi = {
  start: (contentId: string) => post<PowtStartResponse>('/api/powt-start', { contentId }),
  heartbeat: (body: PowtHeartbeatRequest) =>
    post<PowtHeartbeatResponse>('/api/powt-heartbeat', body),
  complete: (body: PowtCompleteRequest) => post<PowtCompleteResponse>('/api/powt-complete', body),
  logWatchEvent: (body: LogWatchEventRequest) =>
    post<LogWatchEventResponse>('/api/log-watch-event', body),
};

export type PowtApi = typeof powtApi;
