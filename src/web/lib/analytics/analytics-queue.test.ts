import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue, queueCap, type QueueDeps } from './analytics-queue';
import type { SendResult, TrackedEvent } from './analytics-types';

let seq = 0;
const event = (at = Date.now()): TrackedEvent => ({
  id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  eventType: 'page_view',
  at,
  url: '/home',
  referrer: null,
  data: {},
});

type Sent = { ids: string[]; offsets: number[] };
const parse = (body: string): Sent => {
  const { events } = JSON.parse(body) as { events: { id: string; offsetMs: number }[] };
  return { ids: events.map((e) => e.id), offsets: events.map((e) => e.offsetMs) };
};

function setup(answers: SendResult[] = []) {
  const sent: Sent[] = [];
  const beacons: Sent[] = [];
  const logs: string[] = [];
  const deps: QueueDeps = {
    send: vi.fn((body: string) => {
      sent.push(parse(body));
      return Promise.resolve(answers.shift() ?? { status: 200 });
    }),
    beacon: vi.fn((body: string) => {
      beacons.push(parse(body));
      return true;
    }),
    session: { touch: () => '00000000-0000-4000-8000-000000000000' },
    log: (m) => logs.push(m),
    random: () => 0.5, // no jitter: delays are exactly 3 s·2^n
  };
  return { queue: createAnalyticsQueue(deps), sent, beacons, logs };
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('the analytics queue', () => {
  it('sends one batch at 10 events', async () => {
    const { queue, sent } = setup();
    for (let i = 0; i < 9; i++) queue.add(event());
    expect(sent).toHaveLength(0);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.ids).toHaveLength(10);
    expect(queue.size()).toBe(0);
  });

  it('sends 30 s after the first queued event, with offsets from the send time', async () => {
    const { queue, sent } = setup();
    queue.add(event());
    await vi.advanceTimersByTimeAsync(20_000);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.offsets).toEqual([30_000, 10_000]);
  });

  it('sends everything by beacon when the page is hidden', async () => {
    const { queue, sent, beacons } = setup();
    for (let i = 0; i < 3; i++) queue.add(event());
    queue.flushOnHide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.ids).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(0);
  });

  it('puts a failed batch back in front and retries with backoff 3 s, 6 s, 12 s', async () => {
    const { queue, sent, logs } = setup([{ status: 0 }, { status: 503 }, { status: 500 }]);
    const first = event();
    queue.add(first);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
    queue.add(event());
    expect(queue.size()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.ids[0]).toBe(first.id);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(4);
    expect(queue.size()).toBe(0);
    expect(logs).toEqual([
      'Analytics API error: 0',
      'Analytics API error: 503',
      'Analytics API error: 500',
    ]);
  });

  it('waits as long as Retry-After says after a 429', async () => {
    const { queue, sent } = setup([{ status: 429, retryAfterSeconds: 60 }]);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
  });

  it('drops a batch refused with 400 (it would fail forever) and logs it', async () => {
    const { queue, sent, logs } = setup([{ status: 400 }]);
    queue.add(event());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queue.size()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sent).toHaveLength(1);
    expect(logs).toEqual(['Analytics API error: 400']);
  });

  it('keeps at most the newest 500 events while offline', async () => {
    const { queue } = setup(Array.from({ length: 50 }, () => ({ status: 0 })));
    for (let i = 0; i < queueCap + 50; i++) queue.add(event());
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size()).toBe(queueCap);
  });

  it('does not send events older than a day, which the server would refuse', () => {
    const { queue, beacons } = setup();
    queue.add(event(Date.now() - 86_400_001));
    queue.add(event());
    queue.flushOnHide();
    expect(beacons[0]?.ids).toHaveLength(1);
  });
});
