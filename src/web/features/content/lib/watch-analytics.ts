import { track } from '@/web/lib/analytics/track';

export const watchMilestones = [25, 50, 75] as const;

/**
 * One viewer's analytics for one item: a start on first play, each milestone once when
 * playback reaches it, a completion at the end. A replay after the end is a new watch.
 * Signed-out viewers count too: this is about attention, not rewards.
 */
export function createWatchAnalytics(contentId: string) {
  let started = false;
  let reached = new Set<number>();
  return {
    played() {
      if (started) return;
      started = true;
      track('watch_start', { contentId });
    },
    progressed(percent: number) {
      if (!started) return;
      for (const m of watchMilestones) {
        if (percent < m || reached.has(m)) continue;
        reached.add(m);
        track('watch_milestone', { contentId, percent: m });
      }
    },
    ended() {
      if (!started) return;
      track('watch_complete', { contentId });
      started = false;
      reached = new Set();
    },
  };
}
