import { useState, type FormEvent } from 'react';
import type { OembedResponse } from '@/domain/api/admin-content';
import { youtubeThumbnailUrl } from '@/domain/content/youtube-id';
import { Card } from '@/web/components/ui/card';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { useFocusFirstInvalid } from '@/web/lib/use-focus-first-invalid';
import { useAddContent } from '../api/add-content';
import {
  blankContentForm,
  checkContentForm,
  type ContentErrors,
  type ContentForm as Form,
} from '../lib/content-form';
import { DetailFields } from './detail-fields';
import { MediaUrlField } from './media-url-field';
import { RewardFields } from './reward-fields';
import { SaveNotice, type SaveResult } from './save-notice';
import { SourceField } from './source-field';
import { ThumbnailPreview } from './thumbnail-preview';
import { YoutubeUrlField } from './youtube-url-field';

/** The admin content draft (product rules R11): idle, busy, then saved or an error. */
export function ContentForm() {
  const [form, setForm] = useState<Form>(blankContentForm);
  const [errors, setErrors] = useState<ContentErrors>({});
  const [result, setResult] = useState<SaveResult>(null);
  // A new draft after each save: the YouTube field's "tried" and metadata notes belong to the
  // saved one, and would otherwise say 'Could not parse YouTube ID' about the emptied field.
  const [draftNumber, setDraftNumber] = useState(0);
  const formRef = useFocusFirstInvalid(errors);
  const save = useAddContent();
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // A field's message from the last save no longer applies once it is edited.
    setErrors((e) =>
      Object.keys(patch).some((k) => k in e)
        ? Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch)))
        : e,
    );
    // Nor does a failed save's reason (a success stays until the next save).
    setResult((r) => (r && !r.ok ? null : r));
  };

  const onFetched = (meta: OembedResponse, youtubeId: string) =>
    set({
      title: meta.title,
      creator: meta.author_name,
      thumbnailUrl: meta.thumbnail_url || youtubeThumbnailUrl(youtubeId),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const check = checkContentForm(form);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setResult(null);
    save.mutate(check.draft, {
      onSuccess: ({ id }) => {
        setResult({ ok: true, id });
        setForm(blankContentForm);
        setDraftNumber((n) => n + 1);
      },
      onError: (error) => setResult({ ok: false, message: error.message }),
    });
  };

  const hosted = form.source === 'hosted';
  return (
    <Card role="region" aria-labelledby="content-draft" className="p-4 sm:p-6">
      <h2 id="content-draft" className="text-lg font-semibold text-white">
        Content draft
      </h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
        <SourceField
          value={form.source}
          onChange={(source) =>
            set(source === 'youtube' ? { source, rewardEligible: false } : { source })
          }
        />
        <YoutubeUrlField
          key={draftNumber}
          value={form.youtubeUrl}
          onChange={(youtubeUrl) => set({ youtubeUrl })}
          error={errors.youtubeUrl}
          onFetched={onFetched}
        />
        {hosted && (
          <MediaUrlField
            label="Hosted video URL"
            kind="video"
            hint="An MP4 or WebM on this site (/media/…) or another https address."
            value={form.videoUrl}
            onChange={(videoUrl) => set({ videoUrl })}
            error={errors.videoUrl}
          />
        )}
        <DetailFields form={form} errors={errors} set={set} />
        <MediaUrlField
          label="Thumbnail URL"
          kind="image"
          hint="A 16:9 image: https or a /media/ path."
          value={form.thumbnailUrl}
          onChange={(thumbnailUrl) => set({ thumbnailUrl })}
          error={errors.thumbnailUrl}
        >
          <ThumbnailPreview url={form.thumbnailUrl} />
        </MediaUrlField>
        <RewardFields
          source={form.source}
          eligible={form.rewardEligible}
          onEligibleChange={(rewardEligible) => set({ rewardEligible })}
          reward={form.qttReward}
          onRewardChange={(qttReward) => set({ qttReward })}
          eligibleError={errors.rewardEligible}
          rewardError={errors.qttReward}
        />
        <div className="grid gap-3 sm:max-w-xs">
          <SubmitButton busy={save.isPending}>{save.isPending ? 'Saving…' : 'Save'}</SubmitButton>
        </div>
        <SaveNotice result={result} />
      </form>
    </Card>
  );
}
