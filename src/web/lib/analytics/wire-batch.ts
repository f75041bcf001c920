import { analyticsLimits } from '@/domain/analytics/analytics-rules';
import type { QueuedEvent } from './analytics-types';

/** Under the server's 64 KB and under keepalive's 64 KB in-flight budget. */
export const chunkBytes = 60_000;

const wireEvent = (e: QueuedEvent, sendAt: number) =>
  JSON.stringify({
    id: e.id,
    eventType: e.eventType,
    offsetMs: Math.max(0, sendAt - e.at),
    sessionId: e.sessionId,
    url: e.url,
    referrer: e.referrer,
    data: e.data,
  });

/** Whether the server would still take the event: it refuses offsets over a day. */
export const isFresh = (e: QueuedEvent, sendAt: number) =>
  sendAt - e.at <= analyticsLimits.maxOffsetMs;

/**
 * The first request body the queue's head fits in (at most 100 events and 60 KB), and how
 * many events it holds. Offsets are taken at `sendAt`: the server dates each event by its
 * own clock less the offset, so the device's clock never matters.
 */
export function firstChunk(events: QueuedEvent[], sendAt: number): { body: string; count: number } {
  const parts: string[] = [];
  let bytes = '{"events":[]}'.length;
  for (const e of events) {
    if (parts.length === analyticsLimits.eventsPerBatch) break;
    const part = wireEvent(e, sendAt);
    const size = new TextEncoder().encode(part).length + 1;
    if (parts.length > 0 && bytes + size > chunkBytes) break;
    parts.push(part);
    bytes += size;
  }
  return { body: `{"events":[${parts.join(',')}]}`, count: parts.length };
}
