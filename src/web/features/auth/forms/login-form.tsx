import { useState, type FormEvent } from 'react';
import { authMessages } from '@/domain/auth/messages';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { TextField } from '@/web/components/ui/text-field';
import { useAuth } from '@/web/lib/auth-context';
import { signInWithPassword, verifySecondFactor, type SecondFactor } from './sign-in';
import { SwitchLink, type SwitchAuthTab } from './switch-link';
import { ThrottledOffer } from './throttled-offer';
import { TwoFactorFields } from './two-factor-fields';
import { IdentifierField } from './identifier-field';
import { useSubmitGuard } from './use-submit-guard';

/** After 'Login successful!' the modal closes (or the page moves on) this much later. */
export const loginDoneDelayMs = 800;

/** What the Login tab or page says on arrival from a finished sign-up. */
export const signedUpNotice: FormNotice = { kind: 'success', text: authMessages.signupSuccess };

/**
 * `arrival`: the message shown until the first submit, e.g. sign-up's 'Account created! You
 * can now log in.', which stays in view on the Login tab it leads to.
 */
export function LoginForm({
  onSwitch,
  onDone,
  arrival = null,
}: {
  onSwitch?: SwitchAuthTab;
  onDone: () => void;
  arrival?: FormNotice;
}) {
  const { refresh } = useAuth();
  const { busy, guard, later, rearm } = useSubmitGuard();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'credentials' | SecondFactor>('credentials');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<FormNotice>(arrival);
  const [done, setDone] = useState(false);
  // After a refusal for too many attempts: the offer of a link, and the code sent along.
  const [throttled, setThrottled] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [passCode, setPassCode] = useState('');

  const succeed = () => {
    setNotice({ kind: 'success', text: authMessages.loginSuccess });
    setDone(true);
    void refresh();
    later(onDone, loginDoneDelayMs);
  };

  const restart = () => {
    setStep('credentials');
    setCode('');
    setPassword('');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (done) return;
    void guard(async () => {
      setNotice(null);
      if (step === 'credentials') {
        const outcome = await signInWithPassword(identifier, password, withCode ? passCode : '');
        if (outcome.kind === 'signed-in') return succeed();
        if (outcome.kind === 'throttled') setThrottled(true);
        if (outcome.kind === 'error' || outcome.kind === 'throttled')
          return setNotice({ kind: 'error', text: outcome.message });
        if (withCode) {
          // The code that let the password through also completes the second step.
          const second = await verifySecondFactor('totp', passCode);
          if (second.kind === 'signed-in') return succeed();
          setNotice({ kind: 'error', text: second.message });
          if (second.kind === 'restart') return restart();
        }
        // The code is a new request, not a repeat: it need not wait out the 1.2 s.
        rearm();
        return setStep('totp');
      }
      const outcome = await verifySecondFactor(step, code);
      if (outcome.kind === 'signed-in') return succeed();
      if (outcome.kind === 'restart') restart();
      setNotice({ kind: 'error', text: outcome.message });
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {step === 'credentials' ? (
        <>
          <IdentifierField value={identifier} onChange={setIdentifier} />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoComplete="current-password"
          />
          <p className="-mt-2 text-right text-sm">
            <SwitchLink tab="forgot" onSwitch={onSwitch}>
              Forgot password?
            </SwitchLink>
          </p>
          {withCode && (
            <TextField
              label="Enter the 6-digit code from your authenticator app"
              name="totp"
              value={passCode}
              onChange={(e) => setPassCode(e.target.value)}
              required
              autoFocus
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="[&_input]:tracking-[0.2em]"
            />
          )}
        </>
      ) : (
        <TwoFactorFields
          method={step}
          code={code}
          onCode={setCode}
          onMethod={(m) => {
            setStep(m);
            setCode('');
            setNotice(null);
          }}
          onBack={() => {
            restart();
            setNotice(null);
          }}
        />
      )}
      <FormMessage notice={notice} />
      {throttled && step === 'credentials' && !done && (
        <ThrottledOffer
          identifier={identifier}
          codeShown={withCode}
          onUseCode={() => {
            setWithCode(true);
            // Sending the password again with the code is a new request.
            rearm();
          }}
        />
      )}
      <SubmitButton busy={busy || done}>
        {step === 'credentials' ? 'Log In' : 'Verify'}
      </SubmitButton>
      <p className="text-center text-sm text-slate-400">
        New to QTN?{' '}
        <SwitchLink tab="signup" onSwitch={onSwitch}>
          Sign Up
        </SwitchLink>
      </p>
    </form>
  );
}
