import { useMutation } from '@tanstack/react-query';
import {
  betaSignupResponseSchema,
  type BetaSignupForm,
  type BetaSignupResponse,
} from '@/domain/api/beta';
import { track } from '@/web/lib/analytics/track';
import { apiFetch } from '@/web/lib/api-client';

/** POST beta-signup with the whole form; the answer is the Beta ID. */
export const submitBetaSignup = (form: BetaSignupForm): Promise<BetaSignupResponse> =>
  apiFetch('/api/beta-signup', {
    schema: betaSignupResponseSchema,
    method: 'POST',
    body: JSON.stringify(form),
  });

/** Records the signup for analytics: the event carries no field of the form. */
export const useSubmitBetaSignup = () =>
  useMutation({ mutationFn: submitBetaSignup, onSuccess: () => track('beta_signup') });
