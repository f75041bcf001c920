import { QueryClient } from '@tanstack/react-query';

/** A fresh client per test: no retries, so a failed call shows its error at once. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
