/**
 * Analytics constants (decision 019: enabled, IP anonymisation, sampling 1,
 * batch size 10, flush delay 30 s, session idle expiry 30 min) and the store's limits.
 * Free of zod on purpose: the web's analytics client imports this on every page.
 */
export const analyticsSettings = {
  enabled: true,
  anonymizeIp: true,
  /** Share of sessions whose events are sent: 1 means every event. */
  samplingRate: 1,
  batchSize: 10,
  flushDelayMs: 30_000,
  sessionIdleMs: 1_800_000,
} as const;

/** What the client may send; the server refuses any other type. */
export const analyticsEventTypes = [
  'page_view',
  'sign_in',
  'sign_up',
  'watch_start',
  'watch_milestone',
  'watch_complete',
  'game_start',
  'game_finish',
  'beta_signup',
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

export const analyticsLimits = {
  eventsPerBatch: 100,
  batchBytes: 65_536,
  /** A day: older events are not worth a clock the server cannot check. */
  maxOffsetMs: 86_400_000,
  urlBytes: 2048,
  dataKeys: 20,
  dataKeyChars: 40,
  dataStringChars: 200,
  dataBytes: 2048,
} as const;

/** The admin summary's ranges in days (default 14). */
export const analyticsSummaryDays = [7, 14, 30] as const;
export const analyticsDefaultSummaryDays = 14;

/** UTF-8 length, which is what the body limit counts. */
export function utf8Bytes(s: string): number {
  return new TextEncoder().encode(s).length;
}
