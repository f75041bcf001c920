import { useState, type FormEvent } from 'react';
import { passwordLength } from '@/domain/auth/display-name';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { TextField } from '@/web/components/ui/text-field';
import { resetPassword } from './reset-password';
import { useSubmitGuard } from './use-submit-guard';
import { validateNewPassword } from './validate-signup';

/** The new-password form of /reset-password; the page shows what follows. */
export function ResetForm({
  token,
  onDone,
  onBadLink,
}: {
  token: string;
  onDone: () => void;
  onBadLink: () => void;
}) {
  const { busy, guard } = useSubmitGuard();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = validateNewPassword(password, confirm);
    setInvalid(problem?.field ?? null);
    if (problem) return setNotice({ kind: 'error', text: problem.message });
    void guard(async () => {
      setNotice(null);
      const outcome = await resetPassword(token, password);
      if (outcome.kind === 'done') onDone();
      else if (outcome.kind === 'bad-link') onBadLink();
      else setNotice({ kind: 'error', text: outcome.message });
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="New password"
        type="password"
        name="password"
        hint={`At least ${passwordLength.min} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid === 'password' || undefined}
        required
        autoComplete="new-password"
        autoFocus
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        aria-invalid={invalid === 'confirmPassword' || undefined}
        required
        autoComplete="new-password"
      />
      <FormMessage notice={notice} />
      <SubmitButton busy={busy}>Set New Password</SubmitButton>
    </form>
  );
}
