import { TextField } from '@/web/components/ui/text-field';
import type { SecondFactor } from './sign-in';

const linkClass =
  'rounded text-sm font-medium text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline';

/** The login form's second step for an account with two-factor authentication on. */
export function TwoFactorFields({
  method,
  code,
  onCode,
  onMethod,
  onBack,
}: {
  method: SecondFactor;
  code: string;
  onCode: (code: string) => void;
  onMethod: (method: SecondFactor) => void;
  onBack: () => void;
}) {
  const totp = method === 'totp';
  return (
    <>
      <TextField
        key={method}
        label={
          totp ? 'Enter the 6-digit code from your authenticator app' : 'Enter a recovery code'
        }
        hint={totp ? undefined : 'Each recovery code works once.'}
        name={totp ? 'totp' : 'recovery-code'}
        value={code}
        onChange={(e) => onCode(e.target.value)}
        required
        autoFocus
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={totp ? 7 : 32}
        className="[&_input]:tracking-[0.2em]"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={linkClass}
          onClick={() => onMethod(totp ? 'backup' : 'totp')}
        >
          {totp ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </button>
        <button type="button" className={linkClass} onClick={onBack}>
          Back
        </button>
      </div>
    </>
  );
}
