import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOffMidnight } from './clock-off-midnight';

afterEach(() => {
  vi.useRealTimers();
});

describe('clockOffMidnight', () => {
  it('puts the clock back on real time and returns at once far from midnight', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const clock = { shiftMs: 600_000 };
    await clockOffMidnight(clock);
    expect(clock.shiftMs).toBe(0);
    expect(Date.now()).toBe(Date.parse('2026-11-23T12:00:00Z'));
  });

  it('waits out a UTC midnight closer than the margin', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T23:58:30Z') });
    let done = false;
    const waiting = clockOffMidnight({ shiftMs: 0 }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(90_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await waiting;
    expect(new Date(Date.now()).toISOString()).toBe('2026-11-24T00:00:01.000Z');
  });
});
