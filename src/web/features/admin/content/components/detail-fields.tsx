import { TextAreaField, TextField } from '@/web/components/ui/text-field';
import type { ContentErrors, ContentForm } from '../lib/content-form';

/** Title, creator, duration and description: the words a viewer sees. */
export function DetailFields({
  form,
  errors,
  set,
}: {
  form: ContentForm;
  errors: ContentErrors;
  set: (patch: Partial<ContentForm>) => void;
}) {
  return (
    <>
      <TextField
        label="Title"
        error={errors.title}
        required
        autoComplete="off"
        value={form.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <TextField
          label="Creator"
          error={errors.creator}
          autoComplete="off"
          value={form.creator}
          onChange={(e) => set({ creator: e.target.value })}
        />
        <TextField
          label="Duration (seconds)"
          hint="Needed for a reward: completion is 90% of it."
          error={errors.durationSeconds}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 212"
          value={form.durationSeconds}
          onChange={(e) => set({ durationSeconds: e.target.value })}
        />
      </div>
      <TextAreaField
        label="Description"
        error={errors.description}
        rows={4}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        inputClassName="min-h-24 py-2.5"
      />
    </>
  );
}
