import { describe, expect, it, vi } from 'vitest';
import { createLogStore, logBufferSize, logMessageMaxLength } from '@/web/lib/live-log';

/** A store on a hand-moved clock, starting at 2024-01-01T00:00:00Z. */
function storeWithClock() {
  let now = Date.UTC(2024, 0, 1);
  const store = createLogStore(() => now);
  return { store, advance: (ms: number) => (now += ms) };
}

describe('createLogStore', () => {
  it('records entries with an id, ISO timestamp, type, message and data', () => {
    const { store } = storeWithClock();
    expect(store.add('info', 'hello', { a: 1 })).toBe(true);
    expect(store.add('warn', 'no data')).toBe(true);
    expect(store.getEntries()).toEqual([
      {
        id: 1,
        timestamp: '2024-01-01T00:00:00.000Z',
        type: 'info',
        message: 'hello',
        data: { a: 1 },
      },
      { id: 2, timestamp: '2024-01-01T00:00:00.000Z', type: 'warn', message: 'no data' },
    ]);
    expect(Object.keys(store.getEntries()[1] ?? {})).not.toContain('data');
  });

  it('keeps only the newest 500 entries', () => {
    const { store } = storeWithClock();
    for (let i = 0; i < logBufferSize + 20; i++) store.add('log', `line ${i}`);
    const entries = store.getEntries();
    expect(entries).toHaveLength(logBufferSize);
    expect(entries[0]?.message).toBe('line 20');
    expect(entries.at(-1)?.message).toBe(`line ${logBufferSize + 19}`);
  });

  it('lets 3 identical non-message lines through per 2 s, and again once the window passes', () => {
    const { store, advance } = storeWithClock();
    const kept = () => store.getEntries().length;
    expect([1, 2, 3, 4].map(() => store.add('warn', 'flood'))).toEqual([true, true, true, false]);
    expect(store.add('warn', 'another line')).toBe(true);
    expect(store.add('error', 'flood')).toBe(true);
    advance(1999);
    expect(store.add('warn', 'flood')).toBe(false);
    advance(1);
    expect(store.add('warn', 'flood')).toBe(true);
    expect(kept()).toBe(6);
  });

  it('lets 1 identical window message through per 5 s', () => {
    const { store, advance } = storeWithClock();
    expect(store.add('message', 'Message from x: ping')).toBe(true);
    expect(store.add('message', 'Message from x: ping')).toBe(false);
    expect(store.add('message', 'Message from x: pong')).toBe(true);
    advance(4999);
    expect(store.add('message', 'Message from x: ping')).toBe(false);
    advance(1);
    expect(store.add('message', 'Message from x: ping')).toBe(true);
    expect(store.getEntries().map((e) => e.message)).toEqual([
      'Message from x: ping',
      'Message from x: pong',
      'Message from x: ping',
    ]);
  });

  it('keeps limiting a flooding line while many distinct lines go by', () => {
    const { store } = storeWithClock();
    let floodKept = 0;
    for (let i = 0; i < 1500; i++) {
      store.add('log', `distinct ${i}`);
      if (store.add('log', 'flood')) floodKept++;
    }
    expect(floodKept).toBe(3);
  });

  it('clear empties the buffer, resets the limits and notifies subscribers', () => {
    const { store } = storeWithClock();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 3; i++) store.add('info', 'same');
    listener.mockClear();
    store.clear();
    expect(store.getEntries()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.add('info', 'same')).toBe(true);
  });

  it('notifies on kept entries only, keeps the snapshot stable between changes, and unsubscribes', () => {
    const { store } = storeWithClock();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add('message', 'm');
    store.add('message', 'm');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getEntries()).toBe(store.getEntries());
    unsubscribe();
    store.add('info', 'after');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('snapshots data so later mutation does not rewrite history, and cuts long messages', () => {
    const { store } = storeWithClock();
    const payload = { score: 1 };
    store.add('info', 'x'.repeat(logMessageMaxLength + 10), payload);
    payload.score = 2;
    const [entry] = store.getEntries();
    expect(entry?.data).toEqual({ score: 1 });
    expect(entry?.message).toHaveLength(logMessageMaxLength + 1);
    expect(entry?.message.endsWith('…')).toBe(true);
  });
});
