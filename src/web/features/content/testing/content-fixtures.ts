import type { ContentItem } from '@/domain/api/content';

/** A hosted, reward-eligible 100-second video unless told otherwise. */
export const contentItem = (over: Partial<ContentItem> = {}): ContentItem => ({
  id: 'c1',
  title: 'Ocean Waves',
  creator: 'Marina',
  video_url: '/media/demo/ocean.webm',
  thumbnail_url: '/media/demo/ocean.jpg',
  qtt_reward: '5',
  source_type: 'hosted',
  reward_eligible: true,
  created_at: '2026-01-01T00:00:00Z',
  url: null,
  youtube_id: null,
  description: 'Waves on a quiet shore.',
  duration_seconds: 100,
  ...over,
});

export const youtubeItem = (over: Partial<ContentItem> = {}): ContentItem =>
  contentItem({
    id: 'y1',
    title: 'Me at the zoo',
    creator: 'jawed',
    video_url: null,
    thumbnail_url: null,
    qtt_reward: '0',
    source_type: 'youtube',
    reward_eligible: false,
    url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    youtube_id: 'jNQXAC9IVRw',
    duration_seconds: 19,
    ...over,
  });
