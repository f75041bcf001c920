import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '@/domain/auth/messages';
import { ButtonLink } from '@/web/components/ui/button';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { verifySignInLink } from '../api/verify-sign-in-link';
import { loginDoneDelayMs } from '../forms/login-form';
import { NewLinkForm } from '../forms/new-link-form';
import { verifySecondFactor, type SecondFactor } from '../forms/sign-in';
import { TwoFactorFields } from '../forms/two-factor-fields';
import { useSubmitGuard } from '../forms/use-submit-guard';
import { AuthPageCard } from './auth-page-card';

type Stage = 'ready' | SecondFactor | 'bad-link';

/**
 * Where the emailed sign-in link leads (docs/decisions/034). The person presses Log In:
 * a mail scanner that fetches the link spends nothing. With two-factor on, the code
 * comes next, as after a password.
 */
export function SignInLinkPage() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [stage, setStage] = useState<Stage>(token ? 'ready' : 'bad-link');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<FormNotice>(null);
  const [done, setDone] = useState(false);
  const { busy, guard, later, rearm } = useSubmitGuard();

  // The token is a credential: out of the address bar, the history and shared screenshots.
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  const succeed = () => {
    setNotice({ kind: 'success', text: authMessages.loginSuccess });
    setDone(true);
    void refresh();
    later(() => void navigate(paths.wallet, { replace: true }), loginDoneDelayMs);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (done) return;
    void guard(async () => {
      setNotice(null);
      if (stage === 'ready') {
        const outcome = await verifySignInLink(token);
        if (outcome.kind === 'signed-in') return succeed();
        if (outcome.kind === 'bad-link') return setStage('bad-link');
        if (outcome.kind === 'error') return setNotice({ kind: 'error', text: outcome.message });
        rearm();
        return setStage('totp');
      }
      if (stage === 'bad-link') return;
      const outcome = await verifySecondFactor(stage, code);
      if (outcome.kind === 'signed-in') return succeed();
      // The pending sign-in expired: the link is spent, so a new one is needed.
      if (outcome.kind === 'restart') return setStage('bad-link');
      setNotice({ kind: 'error', text: outcome.message });
    });
  };

  return (
    <AuthPageCard
      title="Sign-In Link"
      lead="Log in to your QTN account with the link we emailed you."
    >
      {stage === 'bad-link' ? (
        <div className="grid gap-4">
          <FormMessage notice={{ kind: 'error', text: authMessages.signInLinkInvalid }} />
          <NewLinkForm />
          <ButtonLink to={paths.login} size="lg" variant="secondary">
            Log in with a password
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          {stage !== 'ready' && (
            <TwoFactorFields
              method={stage}
              code={code}
              onCode={setCode}
              onMethod={(m) => {
                setStage(m);
                setCode('');
                setNotice(null);
              }}
              onBack={() => void navigate(paths.login)}
            />
          )}
          <FormMessage notice={notice} />
          <SubmitButton busy={busy || done}>{stage === 'ready' ? 'Log In' : 'Verify'}</SubmitButton>
        </form>
      )}
    </AuthPageCard>
  );
}
