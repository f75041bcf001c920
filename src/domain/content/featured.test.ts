import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../api/content';
import { featuredContent, filterContent, formatDuration, parseContentFilter } from './featured';

const item = (id: string, over: Partial<ContentItem> = {}): ContentItem => ({
  id,
  title: id,
  creator: null,
  video_url: null,
  thumbnail_url: null,
  qtt_reward: '1',
  source_type: 'hosted',
  reward_eligible: false,
  created_at: '2026-01-01T00:00:00Z',
  url: null,
  youtube_id: null,
  description: null,
  duration_seconds: 30,
  ...over,
});

describe('featuredContent', () => {
  it('puts reward-eligible first, then larger reward, then newest, and keeps 8', () => {
    const items = [
      item('old-discovery', { qtt_reward: '9' }),
      item('small', { reward_eligible: true, qtt_reward: '1' }),
      item('big', { reward_eligible: true, qtt_reward: '5' }),
      item('small-newer', {
        reward_eligible: true,
        qtt_reward: '1',
        created_at: '2026-02-01T00:00:00Z',
      }),
      ...Array.from({ length: 10 }, (_, i) => item(`filler-${i}`, { qtt_reward: '0' })),
    ];
    const featured = featuredContent(items);
    expect(featured).toHaveLength(8);
    expect(featured.slice(0, 5).map((i) => i.id)).toEqual([
      'big',
      'small-newer',
      'small',
      'old-discovery',
      'filler-0',
    ]);
  });
});

describe('filters', () => {
  const items = [
    item('r', { reward_eligible: true }),
    item('y', { source_type: 'youtube' }),
    item('h'),
  ];
  it('filters by chip', () => {
    expect(filterContent(items, 'reward').map((i) => i.id)).toEqual(['r']);
    expect(filterContent(items, 'youtube').map((i) => i.id)).toEqual(['y']);
    expect(filterContent(items, 'hosted').map((i) => i.id)).toEqual(['r', 'h']);
    expect(filterContent(items, 'all')).toHaveLength(3);
  });
  it('reads unknown filters as all', () => {
    expect(parseContentFilter('youtube')).toBe('youtube');
    expect(parseContentFilter('nonsense')).toBe('all');
    expect(parseContentFilter(null)).toBe('all');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [75, '1:15'],
    [3600, '60:00'],
    [12.9, '0:12'],
  ])('%s s is %s', (s, text) => expect(formatDuration(s)).toBe(text));
  it('shows nothing without a duration', () => expect(formatDuration(null)).toBe(''));
});
