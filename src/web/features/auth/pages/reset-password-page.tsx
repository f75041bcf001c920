import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authMessages } from '@/domain/auth/messages';
import { ButtonLink } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';
import { paths } from '@/web/lib/paths';
import { ResetForm } from '../forms/reset-form';
import { AuthPageCard } from './auth-page-card';

type Stage = 'form' | 'done' | 'bad-link';

/**
 * Where the emailed reset link leads (product rules R8): `?token=…`, or better-auth's
 * `?error=INVALID_TOKEN` when the link was followed through the server and had expired.
 */
export function ResetPasswordPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(() =>
    token && !params.get('error') ? 'form' : 'bad-link',
  );

  const finish = (next: Stage) => {
    setStage(next);
    // The token is spent or useless; keep it out of the history and of shared screenshots.
    setParams({}, { replace: true });
  };

  return (
    <AuthPageCard title="Reset Password" lead="Choose a new password for your QTN account.">
      {stage === 'form' && (
        <ResetForm
          token={token}
          onDone={() => finish('done')}
          onBadLink={() => finish('bad-link')}
        />
      )}
      {stage === 'done' && (
        <div className="grid gap-4">
          <FormMessage notice={{ kind: 'success', text: authMessages.passwordUpdated }} />
          <ButtonLink to={paths.login} size="lg">
            Log in
          </ButtonLink>
        </div>
      )}
      {stage === 'bad-link' && (
        <div className="grid gap-4">
          <FormMessage notice={{ kind: 'error', text: authMessages.resetLinkInvalid }} />
          <ButtonLink to={paths.forgotPassword} size="lg" variant="secondary">
            Request a new link
          </ButtonLink>
        </div>
      )}
    </AuthPageCard>
  );
}
