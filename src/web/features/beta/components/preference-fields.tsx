import {
  betaDeviceTypeLabels,
  betaDeviceTypes,
  betaExperienceLabels,
  betaExperienceLevels,
  betaInterestLabels,
  betaInterests,
  betaReferralSourceLabels,
  betaReferralSources,
  type BetaReferralSource,
} from '@/domain/beta/beta-copy';
import { SelectField } from '@/web/components/ui/text-field';
import type { BetaFormState } from '../hooks/use-beta-form';
import { ChoiceGroup, choicesOf } from './choice-group';
import { FormSection } from './form-section';

export function PreferenceFields({ form }: { form: BetaFormState }) {
  const { values, errors, set } = form;
  return (
    <FormSection title="Beta Preferences">
      <ChoiceGroup
        legend="Device type"
        name="deviceType"
        kind="radio"
        choices={choicesOf(betaDeviceTypes, betaDeviceTypeLabels)}
        selected={[values.deviceType]}
        onChange={([v]) => v && set('deviceType', v)}
        error={errors.deviceType}
      />
      <ChoiceGroup
        legend="Experience with crypto and Pi"
        name="experience"
        kind="radio"
        choices={choicesOf(betaExperienceLevels, betaExperienceLabels)}
        selected={[values.experience]}
        onChange={([v]) => v && set('experience', v)}
        error={errors.experience}
      />
      <ChoiceGroup
        legend="Interests"
        name="interests"
        kind="checkbox"
        required
        columns="sm:grid-cols-2"
        choices={choicesOf(betaInterests, betaInterestLabels)}
        selected={values.interests}
        onChange={(v) => set('interests', v)}
        error={errors.interests}
      />
      <ReferralField form={form} />
    </FormSection>
  );
}

function ReferralField({ form }: { form: BetaFormState }) {
  return (
    <SelectField
      label="How did you hear about us?"
      name="referralSource"
      value={form.values.referralSource}
      onChange={(e) => form.set('referralSource', e.target.value as BetaReferralSource)}
      error={form.errors.referralSource}
    >
      {betaReferralSources.map((source) => (
        <option key={source} value={source}>
          {betaReferralSourceLabels[source]}
        </option>
      ))}
    </SelectField>
  );
}
