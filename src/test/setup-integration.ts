import { afterEach, vi } from 'vitest';

// Files share a worker's modules (isolate: false in vitest.config.ts): nothing one test
// mocks, fakes or stubs may reach the next file.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
