import { z } from 'zod';
import { decimalQtt, isoTimestamp } from './fields';

/**
 * GET /api/content (newest first), GET /api/content/:id and GET /api/content/:id/related
 * (up to 12 others, newest first). Field names are snake_case (product rules R11).
 */
export const sourceTypes = ['youtube', 'hosted'] as const;
export type SourceType = (typeof sourceTypes)[number];

export const contentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  creator: z.string().nullable(),
  /** The hosted video file (hosted items only). */
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** Decimal QTT paid once at 90% verified watch time ("2.5"). */
  qtt_reward: decimalQtt,
  source_type: z.enum(sourceTypes),
  reward_eligible: z.boolean(),
  created_at: isoTimestamp,
  /** The page to open the item elsewhere (the YouTube watch URL for YouTube items). */
  url: z.string().nullable(),
  youtube_id: z.string().nullable(),
  description: z.string().nullable(),
  duration_seconds: z.number().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListResponseSchema = z.object({ items: z.array(contentItemSchema) });
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

/** GET /api/content/:id and /related: an id that is not a uuid is simply not found. */
export const contentParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i, 'Content not found.'),
});
