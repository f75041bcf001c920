import { expect, type APIRequestContext } from '@playwright/test';

/** Verified usage for the user signed in on `request`, on the UTC day `daysAgo` back. */
export async function addPilotUsage(
  request: APIRequestContext,
  baseURL: string | undefined,
  usage: { daysAgo: number; watchSeconds: number; gameSeconds: number },
) {
  const res = await request.post('/api/test/pilot-usage', {
    headers: { origin: baseURL ?? '' },
    data: usage,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A UTC day `daysAgo` back, as the server names it (YYYY-MM-DD). */
export const utcDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
