import { z } from 'zod';
import { sourceTypes } from './content';
import { parseYoutubeId } from '../content/youtube-id';
import { qtt } from '../money/qtt';
import { optionalText, qttAmount, text } from './fields';

/**
 * GET /api/oembed?url=…: a YouTube watch, embed, shorts or live URL, or a youtu.be link,
 * over http(s). The pattern lets the OpenAPI document say so; the id must also read.
 */
export const oembedQuerySchema = z.object({
  url: text({ min: 1, max: 2000, label: 'url' })
    .regex(
      /^https?:\/\/((www|m|music)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)\/\S*$/i,
      'Could not parse YouTube ID',
    )
    .refine((v) => parseYoutubeId(v) !== null, 'Could not parse YouTube ID'),
});

/** The YouTube metadata the admin form fills in. */
export const oembedResponseSchema = z.object({
  title: z.string(),
  author_name: z.string(),
  thumbnail_url: z.string(),
});
export type OembedResponse = z.infer<typeof oembedResponseSchema>;

/** The largest reward one item may pay, in whole QTT. */
export const maxContentRewardQtt = 1000;

/** A URL the browser can load: http(s) or a path on this site (uploaded or demo media). */
const mediaUrl = text({ max: 2000, label: 'URL' }).refine(
  (v) => /^https?:\/\/\S+$/i.test(v) || /^\/media\/[\w./-]+$/.test(v),
  {
    message: 'Must be an http(s) URL or a /media/ path',
  },
);

/**
 * POST /api/admin-add-content: the admin content draft (product rules R11). Rewards are for
 * hosted items only (product rules R5), and a rewarded item needs a duration to measure 90% of.
 */
export const adminContentDraftSchema = z
  .object({
    title: text({ min: 1, max: 200, label: 'Title', tooShort: 'Title is required' }),
    creator: optionalText({ max: 120, label: 'Creator' }),
    thumbnail_url: z.union([mediaUrl, z.literal(''), z.null()]).optional(),
    video_url: z.union([mediaUrl, z.literal(''), z.null()]).optional(),
    source_type: z.enum(sourceTypes),
    youtube_id: z
      .string()
      .regex(/^[\w-]{11}$/, 'Could not parse YouTube ID')
      .nullish(),
    reward_eligible: z.boolean().default(false),
    /** Decimal QTT as text ("2.5"), to 8 decimals: a finer reward is refused, not rounded. */
    qtt_reward: qttAmount({ positive: false })
      .refine(
        (v) => v <= qtt(maxContentRewardQtt),
        `Enter a reward from 0 to ${maxContentRewardQtt.toLocaleString('en-US')} QTT.`,
      )
      .prefault('1'),
    description: optionalText({ max: 5000, label: 'Description' }),
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

export const adminAddContentResponseSchema = z.object({
  ok: z.boolean(),
  id: z.string().optional(),
  error: z.string().optional(),
});
export type AdminAddContentResponse = z.infer<typeof adminAddContentResponseSchema>;

/** POST /api/admin/media (raw image or video bytes): where the file is now served. */
export const uploadMediaResponseSchema = z.object({ url: z.string() });
