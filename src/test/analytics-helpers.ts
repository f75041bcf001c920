import { randomUUID } from 'node:crypto';
import type { AnalyticsEventInput } from '@/domain/api/analytics';
import { testOrigin, type TestApp } from './test-app';

/** A valid page view; override any field to make it invalid. */
export function pageView(overrides: Record<string, unknown> = {}): AnalyticsEventInput {
  return {
    id: randomUUID(),
    eventType: 'page_view',
    offsetMs: 1000,
    sessionId: randomUUID(),
    url: '/home',
    referrer: null,
    data: { title: 'Home' },
    ...overrides,
  } as AnalyticsEventInput;
}

/** POSTs a batch as the browser's fetch would (JSON, same origin, with cookies if given). */
export function sendBatch(
  t: TestApp,
  payload: unknown,
  options: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics',
    payload: payload as object,
    headers: {
      origin: testOrigin,
      'user-agent': 'Mozilla/5.0 (test)',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
