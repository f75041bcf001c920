import { analyticsSettings } from '@/domain/analytics/analytics-rules';
import type { QueuedEvent, SendResult, TrackedEvent } from './analytics-types';
import { firstChunk, isFresh } from './wire-batch';

/** An offline tab keeps at most this many events (the oldest go first). */
export const queueCap = 500;
export const retryBaseMs = 3000;
export const retryCapMs = 300_000;

export interface QueueDeps {
  /** A fetch (keepalive); resolves with the status, 0 when the network failed. */
  send(body: string): Promise<SendResult>;
  /** navigator.sendBeacon; false when the browser would not queue it. */
  beacon(body: string): boolean;
  session: { touch(at: number): string };
  log(message: string): void;
  now?: () => number;
  random?: () => number;
}

const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * The analytics queue (`src/domain/analytics/analytics-rules.ts`): a batch goes at 10 events or 30
 * s after the first queued event, and everything goes by beacon when the page is hidden. A batch
 * that failed (network, 5xx, 429) returns to the front with backoff 3 s·2^n (jittered, at most 5
 * min, never sooner than Retry-After); any other refusal would fail forever, so it is dropped.
 */
export function createAnalyticsQueue(deps: QueueDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting = false; // a retry is scheduled: nothing goes before it
  let inFlight = false;
  let failures = 0;

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      waiting = false;
      void flush();
    }, ms);
  };
  const trim = () => {
    if (queue.length > queueCap) queue = queue.slice(queue.length - queueCap);
  };
  const next = () => {
    if (queue.length >= analyticsSettings.batchSize) void flush();
    else if (queue.length > 0 && !timer) schedule(analyticsSettings.flushDelayMs);
  };
  const backoff = (retryAfterSeconds = 0) => {
    const base = Math.min(retryCapMs, retryBaseMs * 2 ** (failures - 1));
    const jittered = Math.min(retryCapMs, Math.round(base * (0.75 + random() * 0.5)));
    return Math.max(jittered, retryAfterSeconds * 1000);
  };

  async function flush() {
    if (inFlight || waiting) return;
    const sendAt = now();
    queue = queue.filter((e) => isFresh(e, sendAt));
    if (queue.length === 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const { body, count } = firstChunk(queue, sendAt);
    const batch = queue.splice(0, count);
    inFlight = true;
    const result = await deps.send(body).catch((): SendResult => ({ status: 0 }));
    inFlight = false;
    if (result.status >= 200 && result.status < 300) {
      failures = 0;
    } else if (retryable(result.status)) {
      deps.log(`Analytics API error: ${result.status}`);
      queue = [...batch, ...queue];
      trim();
      failures += 1;
      waiting = true;
      schedule(backoff(result.retryAfterSeconds));
      return;
    } else {
      deps.log(`Analytics API error: ${result.status}`);
    }
    next();
  }

  return {
    add(event: TrackedEvent) {
      queue.push({ ...event, sessionId: deps.session.touch(event.at) });
      trim();
      if (!inFlight && !waiting) next();
    },
    /** The page is going away (or may be killed in the background): send all of it now. */
    flushOnHide() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = false;
      const sendAt = now();
      queue = queue.filter((e) => isFresh(e, sendAt));
      while (queue.length > 0) {
        const { body, count } = firstChunk(queue, sendAt);
        queue.splice(0, count);
        if (!deps.beacon(body)) void deps.send(body).catch(() => undefined);
      }
    },
    size: () => queue.length,
  };
}
