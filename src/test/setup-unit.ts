import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// Unit tests fail on console.error: an error logged and ignored is a bug we want to see.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Most unit files share their worker's modules (vitest.config.ts, decision 057): each file
// leaves real timers behind it, whatever its tests did.
afterAll(() => {
  vi.useRealTimers();
});

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  afterAll(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
