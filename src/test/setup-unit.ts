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

/**
 * What a file defined on a shared object with `Object.defineProperty` (a scroll position, a
 * clipboard) is put back when the file ends: the next file of the worker meets the object as
 * this one did (a read-only `window.scrollY` left by one file broke another's assignment).
 */
function restoreOwnPropertiesAfterFile(target: object) {
  const before = Object.getOwnPropertyDescriptors(target) as Record<
    PropertyKey,
    PropertyDescriptor
  >;
  const same = (a: PropertyDescriptor, b: PropertyDescriptor) =>
    (['value', 'get', 'set', 'writable', 'enumerable', 'configurable'] as const).every(
      (k) => a[k] === b[k],
    );
  afterAll(() => {
    for (const key of Reflect.ownKeys(target)) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      const was = before[key];
      if (!now?.configurable || (was && same(was, now))) continue;
      if (was) Object.defineProperty(target, key, was);
      else Reflect.deleteProperty(target, key);
    }
  });
}

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  afterAll(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  for (const shared of [window, document, navigator]) restoreOwnPropertiesAfterFile(shared);
}
