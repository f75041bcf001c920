import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import type { ButtonVariant } from '@/web/components/ui/button-styles';
import { TextField } from '@/web/components/ui/text-field';
import { accountMessages } from './account-messages';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * Asks for the current password before a sensitive change. `onSubmit` answers an error
 * message to show, or null when the parent moves on.
 */
export function PasswordStep({
  title,
  children,
  submitLabel,
  variant = 'primary',
  onSubmit,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  submitLabel: string;
  variant?: ButtonVariant;
  onSubmit(password: string): Promise<string | null>;
  onCancel(): void;
}) {
  const id = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError(accountMessages.passwordRequired);
    setBusy(true);
    setError(null);
    const problem = await onSubmit(password);
    if (problem) {
      setError(problem);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-white outline-none"
      >
        {title}
      </h3>
      {children && <div className="space-y-2 text-sm text-slate-400">{children}</div>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        announce
        inputClassName="sm:max-w-sm"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} disabled={busy}>
          {busy ? 'Checking…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
