import { Link2 } from 'lucide-react';
import { piSignInScopes } from '@/domain/pi/pi-sdk';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { FormMessage } from '@/web/components/ui/form-message';
import { usePiConfig } from '@/web/lib/pi/api/get-pi-config';
import { usePiLink } from '@/web/lib/pi/api/get-pi-link';
import { usePiLogin } from '@/web/lib/pi/use-pi-login';

const options = { mode: 'link', scopes: piSignInScopes, waitForPage: true } as const;

/** Links the signed-in account to a Pi identity, where this server has Pi configured. */
export function PiLinkCard() {
  const config = usePiConfig();
  const enabled = config.data?.enabled === true;
  const link = usePiLink({ enabled });
  const { state, login } = usePiLogin(options);
  if (!enabled) return null;
  const busy = state.status === 'authenticating';
  return (
    <Card role="region" aria-labelledby="pi-link-title" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pi-link-title" className="text-lg font-semibold text-white">
          Pi Network
        </h2>
        {link.data?.linked && <Badge tone="success">Linked</Badge>}
      </div>
      {link.isPending ? (
        <p className="mt-3 text-sm text-slate-400">Checking your Pi link…</p>
      ) : link.data?.linked ? (
        <p className="mt-3 text-sm text-slate-300">
          {link.data.piUsername === null ? (
            'Linked to your Pi account.'
          ) : (
            <>
              Linked to Pi user{' '}
              <span className="font-semibold break-all text-white">{link.data.piUsername}</span>.
            </>
          )}{' '}
          You can sign in with Pi and pay with Pi from this account.
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-slate-300">
            Link your Pi account to sign in with Pi and buy QTT with Pi.
          </p>
          {state.status === 'failed' && (
            <FormMessage notice={{ kind: 'error', text: state.message }} />
          )}
          <Button onClick={() => void login()} disabled={busy} aria-busy={busy}>
            <Link2 className="size-4" aria-hidden />
            {busy ? 'Waiting for Pi Network…' : 'Link Pi account'}
          </Button>
        </div>
      )}
    </Card>
  );
}
