import { useRef, useState, type FormEvent } from 'react';
import { displayNameLength, passwordLength } from '@/domain/auth/display-name';
import { authMessages } from '@/domain/auth/messages';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { TextField } from '@/web/components/ui/text-field';
import { signUp } from './sign-up';
import { SwitchLink, type SwitchAuthTab } from './switch-link';
import { useSubmitGuard } from './use-submit-guard';
import { validateSignup, type SignupInput } from './validate-signup';

/** After 'Account created!' the Login tab opens this much later. */
export const signupDoneDelayMs = 1200;

type Fields = SignupInput & { email: string };
const empty: Fields = { displayName: '', email: '', password: '', confirmPassword: '' };

export function SignupForm({ onSwitch, onDone }: { onSwitch?: SwitchAuthTab; onDone: () => void }) {
  const { busy, guard, later } = useSubmitGuard();
  const [fields, setFields] = useState(empty);
  const [invalid, setInvalid] = useState<keyof Fields | null>(null);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setFields((f) => ({ ...f, [name]: e.target.value })),
    'aria-invalid': invalid === name || undefined,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (done || busy) return;
    const problem = validateSignup(fields);
    setInvalid(problem?.field ?? null);
    if (problem) {
      setNotice({ kind: 'error', text: problem.message });
      form.current?.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    void guard(async () => {
      setNotice(null);
      const result = await signUp(fields);
      if (!result.ok) return setNotice({ kind: 'error', text: result.message });
      setNotice({ kind: 'success', text: authMessages.signupSuccess });
      setDone(true);
      later(onDone, signupDoneDelayMs);
    });
  };

  return (
    <form ref={form} onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="Display name"
        hint={`${displayNameLength.min}–${displayNameLength.max} characters. You can also log in with it.`}
        {...field('displayName')}
        aria-required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={displayNameLength.max}
        data-autofocus
      />
      <TextField label="Email" type="email" {...field('email')} required autoComplete="email" />
      <TextField
        label="Password"
        type="password"
        hint={`At least ${passwordLength.min} characters.`}
        {...field('password')}
        required
        autoComplete="new-password"
      />
      <TextField
        label="Confirm password"
        type="password"
        {...field('confirmPassword')}
        required
        autoComplete="new-password"
      />
      <FormMessage notice={notice} />
      <SubmitButton busy={busy || done}>Create Account</SubmitButton>
      <p className="text-center text-sm text-slate-400">
        Already have an account?{' '}
        <SwitchLink tab="login" onSwitch={onSwitch}>
          Log in
        </SwitchLink>
      </p>
    </form>
  );
}
