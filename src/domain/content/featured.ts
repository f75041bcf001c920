import type { ContentItem } from '../api/content';
import { parseQtt } from '../money/qtt';

export const featuredLimit = 8;
export const relatedLimit = 12;

/** The featured strip: reward-eligible first, then the larger reward, then the newest. */
export function featuredContent(items: readonly ContentItem[]): ContentItem[] {
  return [...items]
    .sort(
      (a, b) =>
        Number(b.reward_eligible) - Number(a.reward_eligible) ||
        compareRewards(b.qtt_reward, a.qtt_reward) ||
        Date.parse(b.created_at) - Date.parse(a.created_at),
    )
    .slice(0, featuredLimit);
}

/** Exact comparison of two decimal rewards (a float would tie 0.1 + 0.2 with 0.3). */
function compareRewards(a: string, b: string): number {
  const units = (v: string) => {
    try {
      return parseQtt(v);
    } catch {
      return 0n;
    }
  };
  const d = units(a) - units(b);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

export const contentFilters = ['all', 'reward', 'youtube', 'hosted'] as const;
export type ContentFilter = (typeof contentFilters)[number];

export const contentFilterLabels: Record<ContentFilter, string> = {
  all: 'All',
  reward: 'Reward Eligible',
  youtube: 'YouTube',
  hosted: 'Hosted',
};

export const parseContentFilter = (v: string | null): ContentFilter =>
  (contentFilters as readonly string[]).includes(v ?? '') ? (v as ContentFilter) : 'all';

export function filterContent(items: readonly ContentItem[], filter: ContentFilter) {
  switch (filter) {
    case 'reward':
      return items.filter((i) => i.reward_eligible);
    case 'youtube':
      return items.filter((i) => i.source_type === 'youtube');
    case 'hosted':
      return items.filter((i) => i.source_type === 'hosted');
    default:
      return [...items];
  }
}

/** Durations as m:ss (a missing duration shows nothing). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
