import { analyticsSettings } from '@/domain/analytics/analytics-rules';
import { log } from '@/web/lib/live-log';
import { createAnalyticsQueue } from './analytics-queue';
import { createAnalyticsSession } from './analytics-session';
import { sendWithBeacon, sendWithFetch } from './analytics-transport';
import type { TrackedEvent } from './analytics-types';
import { newId } from './new-id';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The lazy half of analytics (loaded when the browser is idle): the queue, its session
 * and its transport. Returns where later events go.
 */
export function startAnalytics(early: TrackedEvent[]): (event: TrackedEvent) => void {
  // Sampling is per page load, so a sampled-out visit sends nothing rather than a part.
  if (Math.random() >= analyticsSettings.samplingRate) return () => undefined;
  const queue = createAnalyticsQueue({
    send: sendWithFetch,
    beacon: sendWithBeacon,
    session: createAnalyticsSession(storage(), newId),
    // Logged for the Live Console, never shown to the person (decision 019).
    log: (message) => log.warn(message),
  });
  window.addEventListener('pagehide', () => queue.flushOnHide());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flushOnHide();
  });
  early.forEach((e) => queue.add(e));
  return (e) => queue.add(e);
}
