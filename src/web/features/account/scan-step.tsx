import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { accountMessages } from './account-messages';
import { QrCodeImage } from './qr-code-image';
import { SetupKey } from './setup-key';
import { secretFromTotpUri } from './totp-uri';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * Step two of turning two-factor on: scan (or type) the secret, then prove it with a code.
 * `onSubmit` answers an error message, or null when the code was accepted.
 */
export function ScanStep({
  totpURI,
  onSubmit,
  onCancel,
}: {
  totpURI: string;
  onSubmit(code: string): Promise<string | null>;
  onCancel(): void;
}) {
  const id = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const secret = secretFromTotpUri(totpURI);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setError(accountMessages.codeRequired);
    setBusy(true);
    setError(null);
    const problem = await onSubmit(code);
    if (problem) {
      setError(problem);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <div>
        <h3
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-white outline-none"
        >
          Scan the QR code
        </h3>
        <p className="mt-1 text-sm text-slate-400">
          Open your authenticator app (Google Authenticator, 1Password, Authy, …), add an account
          and scan this code.
        </p>
      </div>
      <div className="flex flex-col gap-5 md:flex-row md:items-center">
        <div className="shrink-0 self-center md:self-auto">
          <QrCodeImage value={totpURI} />
        </div>
        {secret && <SetupKey secret={secret} />}
      </div>
      <TextField
        label="6-digit code from your app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={error}
        announce
        placeholder="123456"
        inputClassName="font-mono tracking-[0.3em] sm:max-w-40"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Verify and turn on'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
