import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { requestSignInLink } from '../api/request-sign-in-link';
import { useSubmitGuard } from './use-submit-guard';

const linkClass =
  'justify-self-start rounded text-left text-sm font-medium text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline';

/**
 * Under a login refused for too many attempts: the ways in that strangers' failed guesses
 * cannot block (docs/decisions/034). A link emailed to the account's address, or the
 * password again with a code from the authenticator app.
 */
export function ThrottledOffer({
  identifier,
  codeShown,
  onUseCode,
}: {
  identifier: string;
  codeShown: boolean;
  onUseCode: () => void;
}) {
  const { busy, guard } = useSubmitGuard();
  const [notice, setNotice] = useState<FormNotice>(null);

  const sendLink = () =>
    void guard(async () => {
      setNotice(null);
      setNotice(await requestSignInLink(identifier));
    });

  return (
    <div className="grid gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
      <p className="text-sm text-slate-300">Is this your account? Log in without waiting:</p>
      <Button
        variant="secondary"
        onClick={sendLink}
        aria-busy={busy}
        disabled={!identifier.trim()}
        className="w-full"
      >
        Email me a sign-in link
      </Button>
      <FormMessage notice={notice} />
      {!codeShown && (
        <button type="button" className={linkClass} onClick={onUseCode}>
          Use a code from your authenticator app
        </button>
      )}
    </div>
  );
}
