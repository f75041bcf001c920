import { analyticsSettings, type AnalyticsEventType } from '@/domain/analytics/analytics-rules';
import type { TrackedEvent } from './analytics-types';
import { newId } from './new-id';

export type EventData = Record<string, string | number | boolean>;

/** Events recorded before the queue's chunk has loaded (bounded like the queue). */
let early: TrackedEvent[] = [];
const earlyCap = 500;
let forward: ((event: TrackedEvent) => void) | null = null;

const cut = (s: string) => s.slice(0, 2000);

/**
 * Records an analytics event. Cheap and synchronous: the event gets its id and time now;
 * the queue that sends it loads after the first render (loadAnalyticsWhenIdle).
 */
export function track(
  eventType: AnalyticsEventType,
  data: EventData = {},
  options: { referrer?: string | null } = {},
) {
  if (!analyticsSettings.enabled) return;
  const event: TrackedEvent = {
    id: newId(),
    eventType,
    at: Date.now(),
    url: cut(location.pathname + location.search),
    referrer: cut(options.referrer ?? document.referrer) || null,
    data,
  };
  if (forward) return forward(event);
  early.push(event);
  if (early.length > earlyCap) early.shift();
}

let loadRequested = false;

/** Loads the queue when the browser is idle, so the first load does not grow. Once. */
export function loadAnalyticsWhenIdle() {
  if (!analyticsSettings.enabled || loadRequested) return;
  loadRequested = true;
  const load = () => {
    import('./start-analytics')
      .then(({ startAnalytics }) => {
        forward = startAnalytics(early);
        early = [];
      })
      // The chunk can fail to load (offline, a new deploy): events wait in `early`.
      .catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(load, { timeout: 3000 });
  } else {
    setTimeout(load, 1000);
  }
}
