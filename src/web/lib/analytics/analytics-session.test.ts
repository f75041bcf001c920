import { describe, expect, it } from 'vitest';
import { createAnalyticsSession, sessionStorageKey } from './analytics-session';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe('the analytics session', () => {
  it('keeps its id while events come, and renews it after 30 minutes idle', () => {
    let n = 0;
    const storage = memoryStorage();
    const session = createAnalyticsSession(storage, () => `s${++n}`);
    const t0 = 1_000_000;
    expect(session.touch(t0)).toBe('s1');
    expect(session.touch(t0 + 29 * 60_000)).toBe('s1');
    expect(session.touch(t0 + 58 * 60_000)).toBe('s1'); // 29 min after the last event
    expect(session.touch(t0 + 88 * 60_000)).toBe('s2'); // 30 min idle
    expect(JSON.parse(storage.items.get(sessionStorageKey) ?? '')).toEqual({
      id: 's2',
      last: t0 + 88 * 60_000,
    });
  });

  it('shares the stored session between tabs', () => {
    const storage = memoryStorage();
    const a = createAnalyticsSession(storage, () => 'from-a');
    const b = createAnalyticsSession(storage, () => 'from-b');
    expect(a.touch(1000)).toBe('from-a');
    expect(b.touch(2000)).toBe('from-a');
  });

  it('lives in memory when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const session = createAnalyticsSession(blocked, () => 'mem');
    expect(session.touch(1)).toBe('mem');
    expect(session.touch(2)).toBe('mem');
  });
});
