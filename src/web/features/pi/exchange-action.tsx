import { Link2, LogIn, Wallet } from 'lucide-react';
import { piPaymentScopes } from '@/domain/pi/pi-sdk';
import { Button } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';
import { useAuth } from '@/web/lib/auth-context';
import { usePiLink } from '@/web/lib/pi/api/get-pi-link';
import { usePiLogin, type PiLoginState } from '@/web/lib/pi/use-pi-login';
import { ExchangeStatus } from './exchange-status';
import { usePiPayment } from './use-pi-payment';

const loginOptions = { scopes: piPaymentScopes, waitForPage: true } as const;

function LoginFailure({ state }: { state: PiLoginState }) {
  if (state.status !== 'failed') return null;
  return <FormMessage notice={{ kind: 'error', text: state.message }} />;
}

/**
 * The payment button for a signed-in user with a linked Pi identity; for anyone else the
 * way there: sign in with Pi Network, or link Pi to the signed-in account.
 */
export function ExchangeAction({ amount, blocked }: { amount: string; blocked: boolean }) {
  const { status } = useAuth();
  const link = usePiLink({ enabled: status === 'signed-in' });
  const signIn = usePiLogin({ mode: 'sign-in', ...loginOptions });
  const linker = usePiLogin({ mode: 'link', ...loginOptions });
  const sdk = usePiLogin({ mode: 'sdk-only', ...loginOptions });
  const payment = usePiPayment('qtt_exchange');

  if (status === 'loading' || (status === 'signed-in' && link.isPending)) {
    return <p className="text-sm text-slate-400">Checking your sign-in…</p>;
  }
  if (status === 'signed-out' || link.data?.linked !== true) {
    const linking = status === 'signed-in';
    const login = linking ? linker : signIn;
    const busy = login.state.status === 'authenticating';
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-300">
          {linking
            ? 'Link your Pi account to pay with Pi from this QTN account.'
            : 'Sign in with Pi Network to exchange Pi for QTT.'}
        </p>
        <LoginFailure state={login.state} />
        <Button
          size="lg"
          className="h-auto min-h-12 py-2"
          onClick={() => void login.login()}
          disabled={busy}
          aria-busy={busy}
        >
          {linking ? (
            <Link2 className="size-5" aria-hidden />
          ) : (
            <LogIn className="size-5" aria-hidden />
          )}
          {busy
            ? 'Waiting for Pi Network…'
            : linking
              ? 'Link Pi account'
              : 'Sign in with Pi Network'}
        </Button>
      </div>
    );
  }

  const running = payment.state.status === 'running' || sdk.state.status === 'authenticating';
  const onPay = async () => {
    const known = [signIn.state, linker.state, sdk.state].find((s) => s.status === 'authenticated');
    const ready = known ?? (await sdk.login());
    if (ready.status !== 'authenticated') {
      return payment.fail(ready.status === 'failed' ? ready.message : '');
    }
    await payment.pay(ready.pi, amount);
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-300">
        {link.data.piUsername === null ? (
          'Paying with your Pi account on Pi Network.'
        ) : (
          <>
            Paying as <span className="font-semibold text-white">{link.data.piUsername}</span> on Pi
            Network.
          </>
        )}
      </p>
      <Button
        size="lg"
        onClick={() => void onPay()}
        disabled={blocked || running}
        aria-busy={running}
      >
        <Wallet className="size-5" aria-hidden />
        {running ? 'Payment in progress…' : `Pay ${amount || '0'} Pi`}
      </Button>
      <ExchangeStatus state={payment.state} />
    </div>
  );
}
