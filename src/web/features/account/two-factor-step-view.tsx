import { toast } from '@/web/lib/toast';
import { accountMessages } from './account-messages';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';
import { ScanStep } from './scan-step';
import { confirmTwoFactor } from './api/confirm-two-factor';
import { renewRecoveryCodes } from './api/renew-recovery-codes';
import { startTwoFactor } from './api/start-two-factor';
import { turnOffTwoFactor } from './api/turn-off-two-factor';
import { TwoFactorSummary } from './two-factor-summary';

/** Where the two-factor card is; 'idle' shows whatever the session says (on or off). */
export type TwoFactorStep =
  | { name: 'idle' }
  | { name: 'enable-password' }
  | { name: 'enable-scan'; totpURI: string; backupCodes: string[] }
  | { name: 'regenerate-password' }
  | { name: 'disable-password' }
  | { name: 'codes'; codes: string[]; title: string };

/** The body of the two-factor card for one step, and the transitions out of it. */
export function TwoFactorStepView({
  step,
  enabled,
  go,
  onChanged,
}: {
  step: TwoFactorStep;
  enabled: boolean;
  go(next: TwoFactorStep): void;
  onChanged(): void;
}) {
  const idle = () => go({ name: 'idle' });
  switch (step.name) {
    case 'idle':
      return (
        <TwoFactorSummary
          enabled={enabled}
          onTurnOn={() => go({ name: 'enable-password' })}
          onNewCodes={() => go({ name: 'regenerate-password' })}
          onTurnOff={() => go({ name: 'disable-password' })}
        />
      );
    case 'enable-password':
      return (
        <PasswordStep
          title="Confirm it's you"
          submitLabel="Continue"
          onCancel={idle}
          onSubmit={async (password) => {
            const started = await startTwoFactor(password);
            if (!started.ok) return started.message;
            go({ name: 'enable-scan', ...started.data });
            return null;
          }}
        >
          <p>Enter your password to start setting up two-factor authentication.</p>
        </PasswordStep>
      );
    case 'enable-scan':
      return (
        <ScanStep
          totpURI={step.totpURI}
          onCancel={idle}
          onSubmit={async (code) => {
            const confirmed = await confirmTwoFactor(code);
            if (!confirmed.ok) return confirmed.message;
            toast.success(accountMessages.enabled);
            onChanged();
            go({ name: 'codes', codes: step.backupCodes, title: 'Save your recovery codes' });
            return null;
          }}
        />
      );
    case 'regenerate-password':
      return (
        <PasswordStep
          title="New recovery codes"
          submitLabel="Create new codes"
          onCancel={idle}
          onSubmit={async (password) => {
            const renewed = await renewRecoveryCodes(password);
            if (!renewed.ok) return renewed.message;
            toast.success(accountMessages.newCodes);
            go({ name: 'codes', codes: renewed.data, title: 'Your new recovery codes' });
            return null;
          }}
        >
          <p>Ten new codes replace your current ones; the old codes stop working at once.</p>
        </PasswordStep>
      );
    case 'disable-password':
      return (
        <PasswordStep
          title="Turn off two-factor authentication?"
          submitLabel="Turn off two-factor"
          variant="danger"
          onCancel={idle}
          onSubmit={async (password) => {
            const stopped = await turnOffTwoFactor(password);
            if (!stopped.ok) return stopped.message;
            toast.success(accountMessages.disabled);
            onChanged();
            idle();
            return null;
          }}
        >
          <p>
            Signing in will need only your password again, and your recovery codes will stop
            working. Enter your password to confirm.
          </p>
        </PasswordStep>
      );
    case 'codes':
      return <RecoveryCodes codes={step.codes} title={step.title} onDone={idle} />;
  }
}
