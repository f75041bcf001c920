import { useState } from 'react';
import {
  betaSignupDefaults,
  betaSignupErrors,
  type BetaSignupErrors,
  type BetaSignupField,
  type BetaSignupForm,
} from '@/domain/api/beta';

/**
 * The form's values and errors. Every field is checked on submit (the domain schema, as
 * the server checks it); editing a field clears its own error only.
 */
export function useBetaForm() {
  const [values, setValues] = useState<BetaSignupForm>(betaSignupDefaults);
  const [errors, setErrors] = useState<BetaSignupErrors>({});
  // A new object per refused submit: focus moves to the first invalid field then, and only then.
  const [refusal, setRefusal] = useState<object>({});

  const set = <F extends BetaSignupField>(field: F, value: BetaSignupForm[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** True when the form may be sent; otherwise shows every error. */
  const validate = () => {
    const found = betaSignupErrors(values);
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    if (!ok) setRefusal({});
    return ok;
  };

  const reset = () => {
    setValues(betaSignupDefaults);
    setErrors({});
  };

  return { values, errors, refusal, set, validate, reset };
}

export type BetaFormState = ReturnType<typeof useBetaForm>;
