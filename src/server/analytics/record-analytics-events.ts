import type { AnalyticsBatch, AnalyticsBatchResponse } from '@/domain/api/analytics';
import type { Database } from '../db/open-database';
import { analyticsEvent } from '../db/schema';

/** Longer user agents are cut: the store keeps what identifies a browser, not a payload. */
export const userAgentMaxChars = 512;

export interface EventSource {
  /** From the session, never from the body. */
  userId: string | null;
  userAgent: string | null;
  /** Already anonymised. */
  ip: string | null;
  receivedAt: Date;
}

/**
 * A page's address without the values of `token` parameters: the reset and sign-in links
 * carry a credential there, and an analytics row must not keep one.
 */
export const withoutTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1…');

/**
 * Stores a batch once per event id: a batch sent again (a beacon after a timed-out fetch)
 * adds nothing, and the answer says how many were already there.
 */
export async function recordAnalyticsEvents(
  db: Database,
  batch: AnalyticsBatch,
  source: EventSource,
): Promise<AnalyticsBatchResponse> {
  const receivedMs = source.receivedAt.getTime();
  const rows = batch.events.map((e) => ({
    id: e.id,
    eventType: e.eventType,
    occurredAt: new Date(receivedMs - e.offsetMs),
    receivedAt: source.receivedAt,
    sessionId: e.sessionId,
    userId: source.userId,
    url: withoutTokens(e.url),
    referrer: e.referrer ? withoutTokens(e.referrer) : null,
    userAgent: source.userAgent?.slice(0, userAgentMaxChars) ?? null,
    ip: source.ip,
    data: e.data ?? {},
  }));
  const stored = await db
    .insert(analyticsEvent)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvent.id })
    .returning({ id: analyticsEvent.id });
  return { accepted: stored.length, duplicates: rows.length - stored.length };
}
