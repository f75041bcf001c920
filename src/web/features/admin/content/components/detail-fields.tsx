import { cn } from '@/web/components/ui/cn';
import { inputClass } from '@/web/components/ui/text-field';
import type { ContentErrors, ContentForm } from '../lib/content-form';
import { Field } from './field';

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
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            required
            autoComplete="off"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <Field label="Creator" error={errors.creator}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={form.creator}
              onChange={(e) => set({ creator: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Duration (seconds)"
          hint="Needed for a reward: completion is 90% of it."
          error={errors.durationSeconds}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 212"
              value={form.durationSeconds}
              onChange={(e) => set({ durationSeconds: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            className={cn(inputClass, 'h-auto min-h-24 py-2.5')}
          />
        )}
      </Field>
    </>
  );
}
