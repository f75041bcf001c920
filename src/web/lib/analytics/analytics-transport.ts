import type { SendResult } from './analytics-types';

export const analyticsEndpoint = '/api/analytics';

/**
 * A keepalive fetch, which outlives the page like a beacon but shows its status. Not the
 * shared API client: the answer is never shown (decision 019), and this chunk stays free
 * of zod.
 */
export async function sendWithFetch(body: string): Promise<SendResult> {
  const res = await fetch(analyticsEndpoint, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  });
  const retryAfter = Number(res.headers.get('retry-after'));
  return retryAfter > 0
    ? { status: res.status, retryAfterSeconds: retryAfter }
    : { status: res.status };
}

/** A string beacon goes as text/plain, which the server reads as JSON on this route. */
export function sendWithBeacon(body: string): boolean {
  return (
    typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(analyticsEndpoint, body)
  );
}
