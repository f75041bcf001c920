import { piSignInScopes } from '@/domain/pi/pi-sdk';
import { Button } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';
import { track } from '@/web/lib/analytics/track';
import { usePiConfig } from '@/web/lib/pi/api/get-pi-config';
import { usePiLogin } from '@/web/lib/pi/use-pi-login';

const options = { mode: 'sign-in', scopes: piSignInScopes, waitForPage: true } as const;

/**
 * "Sign in with Pi Network" under the Login form, only where the server has Pi configured.
 * Loaded with the modal's own chunk split off, so the Pi code never weighs on a first load.
 */
export function PiSignIn({ onDone }: { onDone: () => void }) {
  const config = usePiConfig();
  const { state, login } = usePiLogin(options);
  if (!config.data?.enabled) return null;
  const busy = state.status === 'authenticating' || state.status === 'authenticated';
  const onClick = async () => {
    const next = await login();
    if (next.status === 'authenticated') {
      track('sign_in', { method: 'pi' });
      onDone();
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase" aria-hidden>
        <span className="h-px flex-1 bg-white/10" />
        or
        <span className="h-px flex-1 bg-white/10" />
      </div>
      {state.status === 'failed' && <FormMessage notice={{ kind: 'error', text: state.message }} />}
      <Button
        variant="secondary"
        size="lg"
        onClick={() => void onClick()}
        disabled={busy}
        aria-busy={busy}
      >
        {state.status === 'authenticating' ? 'Waiting for Pi Network…' : 'Sign in with Pi Network'}
      </Button>
    </div>
  );
}
