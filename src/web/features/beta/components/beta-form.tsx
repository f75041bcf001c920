import { useState, type FormEvent } from 'react';
import { betaMessages, betaSubmitFailedMessage } from '@/domain/beta/beta-copy';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { useFocusFirstInvalid } from '@/web/lib/use-focus-first-invalid';
import { LoadError } from '@/web/components/ui/load-error';
import { useSubmitBetaSignup } from '../api/submit-beta-signup';
import { useBetaForm } from '../hooks/use-beta-form';
import { BetaSuccess } from './beta-success';
import { PersonalFields } from './personal-fields';
import { PreferenceFields } from './preference-fields';
import { TermsField } from './terms-field';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0
    ? betaSubmitFailedMessage(error.status, error.statusText)
    : `Failed to submit beta signup: ${errorMessage(error, 'Unknown error')}`;

/** idle → submitting → success (form reset) or failure (form kept), as specified. */
export function BetaForm() {
  const form = useBetaForm();
  const submit = useSubmitBetaSignup();
  const [betaId, setBetaId] = useState<string | null>(null);
  const formRef = useFocusFirstInvalid(form.refusal);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending || !form.validate()) return;
    setBetaId(null);
    submit.mutate(form.values, {
      onSuccess: ({ betaId: id }) => {
        setBetaId(id);
        form.reset();
      },
    });
  };

  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      {betaId && <BetaSuccess key={betaId} betaId={betaId} />}
      {submit.isError && (
        <LoadError title={betaMessages.errorTitle} message={failureText(submit.error)} />
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-8">
        <PersonalFields form={form} />
        <PreferenceFields form={form} />
        <TermsField form={form} />
        <Button type="submit" size="lg" disabled={submit.isPending} className="w-full">
          {submit.isPending && (
            <span
              className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
              aria-hidden
            />
          )}
          {submit.isPending ? betaMessages.submitting : betaMessages.submit}
        </Button>
      </form>
    </Card>
  );
}
