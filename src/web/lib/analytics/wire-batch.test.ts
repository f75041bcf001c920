import { describe, expect, it } from 'vitest';
import type { QueuedEvent } from './analytics-types';
import { chunkBytes, firstChunk } from './wire-batch';

const event = (i: number, url = '/home'): QueuedEvent => ({
  id: `id-${i}`,
  eventType: 'page_view',
  at: 1000,
  url,
  referrer: null,
  data: { n: i },
  sessionId: 's',
});

describe('firstChunk', () => {
  it('holds at most 100 events', () => {
    const events = Array.from({ length: 150 }, (_, i) => event(i));
    const { body, count } = firstChunk(events, 5000);
    expect(count).toBe(100);
    const parsed = JSON.parse(body) as { events: { offsetMs: number; id: string }[] };
    expect(parsed.events).toHaveLength(100);
    expect(parsed.events[0]).toMatchObject({ id: 'id-0', offsetMs: 4000 });
  });

  it('stays under 60 KB, so a beacon or keepalive request is never refused for size', () => {
    const events = Array.from({ length: 60 }, (_, i) => event(i, `/${'a'.repeat(1990)}`));
    const { body, count } = firstChunk(events, 1000);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(chunkBytes);
    expect(count).toBeGreaterThan(20);
    expect(count).toBeLessThan(60);
  });

  it('never sends a negative offset when the clock stepped back', () => {
    const { body } = firstChunk([event(1)], 0);
    expect(JSON.parse(body)).toMatchObject({ events: [{ offsetMs: 0 }] });
  });
});
