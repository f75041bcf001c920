import { useState, type FormEvent } from 'react';
import { authMessages } from '@/domain/auth/messages';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { TextField } from '@/web/components/ui/text-field';
import { authClient } from '@/web/lib/auth-client';
import { paths } from '@/web/lib/paths';
import { SwitchLink, type SwitchAuthTab } from './switch-link';
import { useSubmitGuard } from './use-submit-guard';

/** Where the emailed link leads; the server builds the link itself (product rules R8). */
export const resetPasswordPath = paths.resetPassword;

async function requestReset(email: string): Promise<boolean> {
  try {
    const { error } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: resetPasswordPath,
    });
    return !error;
  } catch {
    return false;
  }
}

/** Sends a reset link. The answer is the same whether or not the address has an account. */
export function ForgotForm({ onSwitch }: { onSwitch?: SwitchAuthTab }) {
  const { busy, guard } = useSubmitGuard();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<FormNotice>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void guard(async () => {
      setNotice(null);
      setNotice(
        (await requestReset(email))
          ? { kind: 'success', text: authMessages.resetSent }
          : { kind: 'error', text: authMessages.resetFailed },
      );
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoComplete="email"
        data-autofocus
      />
      <FormMessage notice={notice} />
      <SubmitButton busy={busy}>Send Reset Email</SubmitButton>
      <p className="text-center text-sm text-slate-400">
        Remembered it?{' '}
        <SwitchLink tab="login" onSwitch={onSwitch}>
          Back to login
        </SwitchLink>
      </p>
    </form>
  );
}
