// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchAnalytics } from './watch-analytics';

const tracked = vi.hoisted(() => [] as unknown[][]);
vi.mock('@/web/lib/analytics/track', () => ({
  track: (...args: unknown[]) => tracked.push(args),
}));

describe('watch analytics', () => {
  beforeEach(() => {
    tracked.length = 0;
  });

  it('sends a start, each milestone once, and a completion', () => {
    const w = createWatchAnalytics('c1');
    w.progressed(30); // before play: nothing
    w.played();
    w.played();
    w.progressed(10);
    w.progressed(52); // 25 and 50, stepped over at once
    w.progressed(60);
    w.progressed(80);
    w.ended();
    expect(tracked).toEqual([
      ['watch_start', { contentId: 'c1' }],
      ['watch_milestone', { contentId: 'c1', percent: 25 }],
      ['watch_milestone', { contentId: 'c1', percent: 50 }],
      ['watch_milestone', { contentId: 'c1', percent: 75 }],
      ['watch_complete', { contentId: 'c1' }],
    ]);
  });

  it('counts a replay after the end as a new watch', () => {
    const w = createWatchAnalytics('c1');
    w.played();
    w.ended();
    w.ended();
    w.played();
    expect(tracked.map((t) => t[0])).toEqual(['watch_start', 'watch_complete', 'watch_start']);
  });
});
