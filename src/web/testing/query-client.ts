import { QueryClient } from '@tanstack/react-query';
import { setSessionCache } from '@/web/lib/session-cache';

/**
 * A fresh client per test: no retries, so a failed call shows its error at once. It stands
 * in for the app's client, so ending the session empties it as it would the app's.
 */
export function createTestQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  setSessionCache(client);
  return client;
}
