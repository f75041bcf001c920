import { useState, type FormEvent } from 'react';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { requestSignInLink } from '../api/request-sign-in-link';
import { IdentifierField } from './identifier-field';
import { useSubmitGuard } from './use-submit-guard';

/**
 * Under a spent or expired sign-in link: a new one, asked for right here. The login form
 * offers a link only once a login has been refused for too many attempts, so sending the
 * person back there would leave them stuck (docs/decisions/034).
 */
export function NewLinkForm() {
  const { busy, guard } = useSubmitGuard();
  const [identifier, setIdentifier] = useState('');
  const [notice, setNotice] = useState<FormNotice>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void guard(async () => {
      setNotice(null);
      setNotice(await requestSignInLink(identifier));
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <IdentifierField value={identifier} onChange={setIdentifier} />
      <FormMessage notice={notice} />
      <SubmitButton busy={busy}>Email me a new link</SubmitButton>
    </form>
  );
}
