import type { z } from 'zod';
import type { adminContentDraftSchema } from '@/domain/api/admin-content';
import { youtubeWatchUrl } from '@/domain/content/youtube-id';
import type { Database } from '../db/open-database';
import { content } from '../db/schema';

export type ContentDraft = z.output<typeof adminContentDraftSchema>;

/** Saves an admin's draft; created_at is the time of saving (product rules R11). */
export async function addContent(
  db: Database,
  draft: ContentDraft,
  o: { createdBy: string | null; now: Date },
): Promise<string> {
  const youtube = draft.source_type === 'youtube';
  const [row] = await db
    .insert(content)
    .values({
      title: draft.title,
      creator: draft.creator,
      thumbnailUrl: draft.thumbnail_url || null,
      videoUrl: youtube ? null : draft.video_url || null,
      sourceType: draft.source_type,
      youtubeId: youtube ? (draft.youtube_id ?? null) : null,
      url: youtube && draft.youtube_id ? youtubeWatchUrl(draft.youtube_id) : null,
      rewardEligible: !youtube && draft.reward_eligible,
      qttReward: draft.qtt_reward,
      description: draft.description,
      durationSeconds: draft.duration_seconds ?? null,
      createdBy: o.createdBy,
      createdAt: o.now,
    })
    .returning({ id: content.id });
  if (!row) throw new Error('content insert returned nothing');
  return row.id;
}
