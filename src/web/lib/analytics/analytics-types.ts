import type { AnalyticsEventType } from '@/domain/analytics/analytics-rules';

/** An event as the page recorded it, before it joins an analytics session. */
export interface TrackedEvent {
  /** Made at creation, so a batch sent twice is stored once. */
  id: string;
  eventType: AnalyticsEventType;
  /** When it happened (ms since the epoch); sent as an offset, never as a time. */
  at: number;
  url: string;
  referrer: string | null;
  data: Record<string, string | number | boolean>;
}

export interface QueuedEvent extends TrackedEvent {
  sessionId: string;
}

/** What a send came to: a status (0 when the network failed) and any Retry-After. */
export interface SendResult {
  status: number;
  retryAfterSeconds?: number;
}
