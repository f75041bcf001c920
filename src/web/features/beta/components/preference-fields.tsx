import { useId } from 'react';
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
import { selectClass } from '@/web/components/ui/field-styles';
import type { BetaFormState } from '../hooks/use-beta-form';
import { ChoiceGroup, choicesOf } from './choice-group';
import { FieldError, invalidProps } from './field-error';
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
  const id = useId();
  const error = form.errors.referralSource;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        How did you hear about us?
      </label>
      <select
        id={id}
        name="referralSource"
        className={selectClass}
        value={form.values.referralSource}
        onChange={(e) => form.set('referralSource', e.target.value as BetaReferralSource)}
        {...invalidProps(error, `${id}-error`)}
      >
        {betaReferralSources.map((source) => (
          <option key={source} value={source}>
            {betaReferralSourceLabels[source]}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
