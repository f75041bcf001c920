import { describe, expect, it } from 'vitest';
import { applyFinalInterval, applyHeartbeat, maxIntervalCreditMs } from './heartbeat-rules';
import type { WatchState } from './watch-token';

const start = 1_000_000;
const state = (o: Partial<WatchState> = {}): WatchState => ({
  s: 'a'.repeat(32),
  u: 'user',
  c: 'content',
  k: 'binding',
  st: start,
  lt: start,
  v: 0,
  h: 0,
  q: 0,
  d: 30_000,
  t: start,
  e: start + 60_000,
  ...o,
});
const seen = { visible: true, focused: true };

describe('applyHeartbeat', () => {
  it('counts a visible, focused interval and advances the handle', () => {
    const out = applyHeartbeat(state(), start + 10_000, seen);
    expect(out).toMatchObject({
      accepted: true,
      state: { v: 10_000, h: 1, q: 1, lt: start + 10_000, t: start + 10_000 },
    });
  });

  it('refuses too-frequent heartbeats without moving the interval start', () => {
    const out = applyHeartbeat(state(), start + 7_000, seen);
    expect(out).toMatchObject({
      accepted: false,
      reason: 'too_frequent',
      state: { v: 0, h: 0, q: 1, lt: start },
    });
  });

  it('counts nothing hidden or unfocused, and restarts the interval', () => {
    for (const a of [
      { visible: false, focused: true },
      { visible: true, focused: false },
    ]) {
      const out = applyHeartbeat(state(), start + 10_000, a);
      expect(out).toMatchObject({
        accepted: false,
        reason: 'not_visible',
        state: { v: 0, lt: start + 10_000 },
      });
    }
  });

  it('caps a long gap at one interval and a bit', () => {
    const out = applyHeartbeat(state(), start + 600_000, seen);
    expect(out.state.v).toBe(maxIntervalCreditMs);
  });

  it('never verifies more than the duration or the time since the start', () => {
    const full = applyHeartbeat(state({ v: 25_000, lt: start + 50_000 }), start + 60_000, seen);
    expect(full.state.v).toBe(30_000);
    const early = applyHeartbeat(state({ st: start + 5_000 }), start + 10_000, seen);
    expect(early.state.v).toBe(5_000);
  });
});

describe('applyFinalInterval', () => {
  it('counts a short last interval when seen, nothing otherwise', () => {
    expect(
      applyFinalInterval(state({ v: 20_000, lt: start + 20_000 }), start + 24_000, seen).v,
    ).toBe(24_000);
    expect(
      applyFinalInterval(state({ v: 20_000, lt: start + 20_000 }), start + 24_000, {
        visible: false,
        focused: true,
      }).v,
    ).toBe(20_000);
  });
});
