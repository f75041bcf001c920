import { adminContentDraftSchema, type AdminContentDraft } from '@/domain/api/admin-content';
import { parseYoutubeId } from '@/domain/content/youtube-id';

/** Product rules R11: a new item pays 1 QTT unless the admin says otherwise. */
export const defaultQttReward = 1;

export type ContentSource = AdminContentDraft['source_type'];

/** What the admin has typed: text as typed, turned into a draft only on save. */
export interface ContentForm {
  source: ContentSource;
  youtubeUrl: string;
  title: string;
  creator: string;
  thumbnailUrl: string;
  videoUrl: string;
  rewardEligible: boolean;
  qttReward: string;
  durationSeconds: string;
  description: string;
}

export type ContentField = keyof ContentForm;
export type ContentErrors = Partial<Record<ContentField, string>>;

export const blankContentForm: ContentForm = {
  source: 'youtube',
  youtubeUrl: '',
  title: '',
  creator: '',
  thumbnailUrl: '',
  videoUrl: '',
  rewardEligible: false,
  qttReward: String(defaultQttReward),
  durationSeconds: '',
  description: '',
};

export const youtubeIdError = 'Could not parse YouTube ID';

const emptyToNull = (text: string) => text.trim() || null;

/**
 * The draft's qtt_reward (product rules R11), as decimal text: '0' when what was typed is not a
 * number. A number the ledger cannot hold exactly ('1e-9', '-1') is kept, for the schema to refuse.
 */
export function toQttReward(text: string): string {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? t : '0';
}

/**
 * The admin content draft (product rules R11): video_url only when hosted, youtube_id only
 * when youtube, and YouTube items never reward eligible (product rules R5).
 */
export function toDraft(form: ContentForm): AdminContentDraft {
  const youtube = form.source === 'youtube';
  const duration = form.durationSeconds.trim();
  return {
    title: form.title.trim(),
    creator: emptyToNull(form.creator),
    thumbnail_url: emptyToNull(form.thumbnailUrl),
    video_url: youtube ? null : emptyToNull(form.videoUrl),
    source_type: form.source,
    youtube_id: youtube ? parseYoutubeId(form.youtubeUrl) : null,
    reward_eligible: !youtube && form.rewardEligible,
    qtt_reward: toQttReward(form.qttReward),
    description: emptyToNull(form.description),
    duration_seconds: duration ? Number(duration) : null,
  };
}

const fieldOf: Record<string, ContentField> = {
  title: 'title',
  creator: 'creator',
  thumbnail_url: 'thumbnailUrl',
  video_url: 'videoUrl',
  youtube_id: 'youtubeUrl',
  reward_eligible: 'rewardEligible',
  qtt_reward: 'qttReward',
  duration_seconds: 'durationSeconds',
  description: 'description',
};

// Zod's own wording for numbers ("Too big: expected number to be <=1000") is not for people.
const numberMessages: ContentErrors = {
  qttReward: 'Enter a reward from 0 to 1,000 QTT.',
  durationSeconds: 'Enter the duration in whole seconds, from 1 to 86,400.',
};

export type DraftCheck =
  { ok: true; draft: AdminContentDraft } | { ok: false; errors: ContentErrors };

/** Checks the draft with the same schema the server applies; one message per field. */
export function checkContentForm(form: ContentForm): DraftCheck {
  const draft = toDraft(form);
  const result = adminContentDraftSchema.safeParse(draft);
  if (result.success) return { ok: true, draft };
  const errors: ContentErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (!field || errors[field]) continue;
    errors[field] =
      issue.code === 'custom' ? issue.message : (numberMessages[field] ?? issue.message);
  }
  return { ok: false, errors };
}
