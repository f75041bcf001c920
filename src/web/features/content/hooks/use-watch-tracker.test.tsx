// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { createTestQueryClient } from '@/web/testing/query-client';
import { bodiesOf, calledPaths, serve } from '../testing/render-content';
import { useWatchTracker, type WatchTrackerOptions } from './use-watch-tracker';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let nonce = 0;
const nextHandle = () => ({ sessionId: 's1', nonce: `n${nonce}`, ts: 1000 + nonce++ });

function serveWatch({ earnedAt = 0, credited = '0' } = {}) {
  serve({
    '/api/powt-start': () => nextHandle(),
    '/api/powt-heartbeat': () => ({ ...nextHandle(), accepted: true, verifiedSeconds: 10 }),
    '/api/log-watch-event': (init) => {
      const { progress } = JSON.parse(String(init?.body)) as { progress: number };
      return { qtt_earned: earnedAt && progress >= earnedAt ? '5' : '0' };
    },
    '/api/powt-complete': () => ({ credited, verifiedSeconds: 100 }),
  });
}

function renderTracker(over: Partial<WatchTrackerOptions> = {}) {
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => useWatchTracker({ contentId: 'c1', canTrack: true, durationHint: 100, ...over }),
    { wrapper },
  );
  return { ...view, invalidate };
}

/** Plays from `from` to `to` seconds in time updates of 0.25 s, as a browser would. */
function play(tracker: ReturnType<typeof renderTracker>, from: number, to: number) {
  act(() => tracker.result.current.onPlay());
  for (let t = from; t <= to; t += 0.25) act(() => tracker.result.current.onTime(t, 100));
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  vi.mocked(toast.success).mockReset();
  nonce = 0;
});

describe('useWatchTracker', () => {
  it('starts on first play, beats once per 10-second mark and logs each 10%', async () => {
    serveWatch();
    const tracker = renderTracker();
    play(tracker, 0, 35);
    expect(tracker.result.current.isPlaying).toBe(true);
    expect(tracker.result.current.progress).toBe(35);
    await waitFor(() => expect(calledPaths()).toHaveLength(7));
    expect(calledPaths()).toEqual([
      '/api/powt-start',
      '/api/powt-heartbeat',
      '/api/log-watch-event',
      '/api/powt-heartbeat',
      '/api/log-watch-event',
      '/api/powt-heartbeat',
      '/api/log-watch-event',
    ]);
    expect(bodiesOf('/api/powt-heartbeat').map((b) => [b.seconds, b.nonce])).toEqual([
      [10, 'n0'],
      [20, 'n1'],
      [30, 'n2'],
    ]);
    expect(bodiesOf('/api/log-watch-event')).toEqual([
      { contentId: 'c1', progress: 10, watchSeconds: 10 },
      { contentId: 'c1', progress: 20, watchSeconds: 20 },
      { contentId: 'c1', progress: 30, watchSeconds: 30 },
    ]);
    expect(bodiesOf('/api/powt-heartbeat')[0]).toMatchObject({ visible: true, sessionId: 's1' });
    expect(bodiesOf('/api/powt-heartbeat')[0]).not.toHaveProperty('amount');
  });

  it('sends a mark that a sparse time update steps over, once', async () => {
    serveWatch();
    const tracker = renderTracker({ durationHint: 15 });
    act(() => tracker.result.current.onPlay());
    for (const t of [1.4, 1.65, 1.9, 9.9, 10.3, 10.6]) {
      act(() => tracker.result.current.onTime(t, 15));
    }
    await waitFor(() => expect(calledPaths()).toHaveLength(5));
    // 1.4 s is 9%, 1.65 s is 11%: the 10% log still goes, and only once; a jump to 66%
    // sends 60 (not 20 to 50), and 10.6 s (70%) sends 70.
    expect(bodiesOf('/api/log-watch-event').map((b) => b.progress)).toEqual([10, 60, 70]);
    expect(bodiesOf('/api/powt-heartbeat').map((b) => b.seconds)).toEqual([10]);
    expect(calledPaths()).toEqual([
      '/api/powt-start',
      '/api/log-watch-event',
      '/api/log-watch-event',
      '/api/powt-heartbeat',
      '/api/log-watch-event',
    ]);
  });

  it('sends nothing for time updates while paused (seeking)', async () => {
    serveWatch();
    const tracker = renderTracker();
    act(() => tracker.result.current.onTime(50, 100));
    expect(tracker.result.current.progress).toBe(50);
    expect(apiFetch).not.toHaveBeenCalled();
    play(tracker, 50, 50.5);
    act(() => tracker.result.current.onPause());
    expect(tracker.result.current.isPlaying).toBe(false);
    await waitFor(() => expect(calledPaths()).toHaveLength(3));
  });

  it('at the end sets 100%, logs 100 and then completes with the latest handle', async () => {
    serveWatch({ credited: '5' });
    const tracker = renderTracker();
    play(tracker, 0, 12);
    act(() => tracker.result.current.onEnded(100));
    expect(tracker.result.current.progress).toBe(100);
    expect(tracker.result.current.isPlaying).toBe(false);
    await waitFor(() => expect(calledPaths()).toContain('/api/powt-complete'));
    expect(calledPaths().slice(-2)).toEqual(['/api/log-watch-event', '/api/powt-complete']);
    expect(bodiesOf('/api/log-watch-event').at(-1)).toEqual({
      contentId: 'c1',
      progress: 100,
      watchSeconds: 100,
    });
    expect(bodiesOf('/api/powt-complete')[0]).toMatchObject({ sessionId: 's1', nonce: 'n1' });
    await waitFor(() =>
      expect(tracker.result.current.outcome).toEqual({ kind: 'paid', amount: '5' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Earned 5 QTT!');
    expect(tracker.invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('keeps the verified seconds of the heartbeat answers, not the player’s position', async () => {
    serveWatch();
    const tracker = renderTracker();
    play(tracker, 0, 95);
    expect(tracker.result.current.progress).toBe(95);
    await waitFor(() => expect(tracker.result.current.verifiedSeconds).toBe(10));
  });

  it('claims nothing from a watch log: an amount there was earned on an earlier watch', async () => {
    serveWatch({ earnedAt: 90 });
    const tracker = renderTracker();
    play(tracker, 80, 95);
    await waitFor(() => expect(bodiesOf('/api/log-watch-event').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 10));
    expect(tracker.result.current.outcome).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('makes no PoWT call at all when signed out', async () => {
    serveWatch();
    const tracker = renderTracker({ canTrack: false });
    play(tracker, 0, 40);
    act(() => tracker.result.current.onEnded(100));
    expect(tracker.result.current.progress).toBe(100);
    await new Promise((r) => setTimeout(r, 10));
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('logs failures without telling the user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(apiFetch).mockRejectedValue(new Error('Server unavailable.'));
    const tracker = renderTracker();
    play(tracker, 0, 10);
    act(() => tracker.result.current.onEnded(100));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Watch log failed', expect.any(Error)));
    expect(warn).toHaveBeenCalledWith('Watch session start failed', expect.any(Error));
    expect(toast.success).not.toHaveBeenCalled();
    expect(tracker.result.current.outcome).toBeNull();
  });

  it('uses the item duration when the player reports none', async () => {
    serveWatch();
    const tracker = renderTracker({ durationHint: 50 });
    act(() => tracker.result.current.onPlay());
    act(() => tracker.result.current.onTime(25, Number.NaN));
    expect(tracker.result.current.progress).toBe(50);
    await waitFor(() => expect(bodiesOf('/api/log-watch-event')).toHaveLength(1));
  });
});
