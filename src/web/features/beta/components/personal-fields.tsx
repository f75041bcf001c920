import { betaEmailMaxLength, betaNameMaxLength, betaPiUsernameMaxLength } from '@/domain/api/beta';
import type { BetaFormState } from '../hooks/use-beta-form';
import { FormSection } from './form-section';
import { TextInput } from './text-input';

export function PersonalFields({ form }: { form: BetaFormState }) {
  const { values, errors, set } = form;
  return (
    <FormSection title="Personal Information">
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={betaEmailMaxLength}
        placeholder="you@example.com"
        value={values.email}
        error={errors.email}
        onValue={(v) => set('email', v)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={betaNameMaxLength}
          value={values.name}
          error={errors.name}
          onValue={(v) => set('name', v)}
        />
        <TextInput
          label="Pi Network username"
          name="piUsername"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={betaPiUsernameMaxLength}
          value={values.piUsername}
          error={errors.piUsername}
          onValue={(v) => set('piUsername', v)}
        />
      </div>
    </FormSection>
  );
}
