import type { ContentItem } from '@/domain/api/content';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { content } from '../db/schema';

type ContentRow = typeof content.$inferSelect;

/** The content fields in snake_case (product rules R11); the reward as exact decimal QTT. */
export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: row.id,
    title: row.title,
    creator: row.creator,
    video_url: row.videoUrl,
    thumbnail_url: row.thumbnailUrl,
    qtt_reward: unitsToDecimal(row.qttReward),
    source_type: row.sourceType,
    reward_eligible: row.rewardEligible,
    created_at: row.createdAt.toISOString(),
    url: row.url,
    youtube_id: row.youtubeId,
    description: row.description,
    duration_seconds: row.durationSeconds,
  };
}
