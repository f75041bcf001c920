import { z } from 'zod';

/** GET /api/oembed?url=…: the YouTube metadata the admin form fills in. */
export interface OembedResponse {
  title: string;
  author_name: string;
  thumbnail_url: string;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A URL the browser can load: http(s) or a path on this site (uploaded or demo media). */
const mediaUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^\/media\/[\w./-]+$/.test(v), {
    message: 'Must be an http(s) URL or a /media/ path',
  });

/**
 * POST /api/admin-add-content: the specification's admin content draft. Rewards are for
 * hosted items only (decisions D5), and a rewarded item needs a duration to measure 90% of.
 */
export const adminContentDraftSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200),
    creator: optionalText(120),
    thumbnail_url: z.union([mediaUrl, z.literal(''), z.null()]).optional(),
    video_url: z.union([mediaUrl, z.literal(''), z.null()]).optional(),
    source_type: z.enum(['youtube', 'hosted']),
    youtube_id: z
      .string()
      .regex(/^[\w-]{11}$/, 'Could not parse YouTube ID')
      .nullish(),
    reward_eligible: z.boolean().default(false),
    qtt_reward: z.number().min(0).max(1000).default(1),
    description: optionalText(5000),
    duration_seconds: z.number().int().min(1).max(86_400).nullish(),
  })
  .superRefine((d, ctx) => {
    if (d.source_type === 'youtube') {
      if (!d.youtube_id)
        ctx.addIssue({
          code: 'custom',
          path: ['youtube_id'],
          message: 'Could not parse YouTube ID',
        });
      if (d.reward_eligible)
        ctx.addIssue({
          code: 'custom',
          path: ['reward_eligible'],
          message: 'YouTube items are Discovery Only and cannot be reward eligible',
        });
    } else {
      if (!d.video_url)
        ctx.addIssue({
          code: 'custom',
          path: ['video_url'],
          message: 'A hosted item needs a video URL',
        });
      if (d.reward_eligible && !d.duration_seconds)
        ctx.addIssue({
          code: 'custom',
          path: ['duration_seconds'],
          message: 'A reward-eligible item needs its duration',
        });
    }
  });
export type AdminContentDraft = z.input<typeof adminContentDraftSchema>;

export interface AdminAddContentResponse {
  ok: boolean;
  id?: string;
  error?: string;
}
