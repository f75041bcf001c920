/**
 * GET /api/content (newest first), GET /api/content/:id and GET /api/content/:id/related
 * (up to 12 others, newest first). Field names are the specification's (snake_case).
 */
export type SourceType = 'youtube' | 'hosted';

export interface ContentItem {
  id: string;
  title: string;
  creator: string | null;
  /** The hosted video file (hosted items only). */
  video_url: string | null;
  thumbnail_url: string | null;
  /** QTT paid once at 90% verified watch time, as a number for display. */
  qtt_reward: number;
  source_type: SourceType;
  reward_eligible: boolean;
  created_at: string;
  /** The page to open the item elsewhere (the YouTube watch URL for YouTube items). */
  url: string | null;
  youtube_id: string | null;
  description: string | null;
  duration_seconds: number | null;
}

export interface ContentListResponse {
  items: ContentItem[];
}
