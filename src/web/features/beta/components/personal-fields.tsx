import { betaEmailMaxLength, betaNameMaxLength, betaPiUsernameMaxLength } from '@/domain/api/beta';
import { TextField } from '@/web/components/ui/text-field';
import type { BetaFormState } from '../hooks/use-beta-form';
import { FormSection } from './form-section';

export function PersonalFields({ form }: { form: BetaFormState }) {
  const { values, errors, set } = form;
  return (
    <FormSection title="Personal Information">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={betaEmailMaxLength}
        placeholder="you@example.com"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
        requiredMark
        aria-required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={betaNameMaxLength}
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
          requiredMark
          aria-required
        />
        <TextField
          label="Pi Network username"
          name="piUsername"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={betaPiUsernameMaxLength}
          value={values.piUsername}
          error={errors.piUsername}
          onChange={(e) => set('piUsername', e.target.value)}
          requiredMark
          aria-required
        />
      </div>
    </FormSection>
  );
}
