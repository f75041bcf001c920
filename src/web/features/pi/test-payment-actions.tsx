import { piMessages } from '@/domain/pi/pi-messages';
import { piSdk } from '@/domain/pi/pi-sdk';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import type { PiLoginState } from '@/web/lib/pi/use-pi-login';
import { testLoginFailure } from './test-payment-rules';
import { phaseText, type PiPaymentState } from './use-pi-payment';

function paymentNotice(payment: PiPaymentState, blocked: string | null): FormNotice {
  if (blocked) return { kind: 'error', text: blocked };
  if (payment.status === 'failed') {
    return { kind: 'error', text: piMessages.testPaymentError(payment.message || 'Unknown error') };
  }
  if (payment.status === 'done') {
    return {
      kind: 'success',
      text: `Payment completed. Transaction ID: ${payment.result.txid}`,
    };
  }
  return null;
}

/** Login with Pi, the test payment and Retry Login, each with its outcome. */
export function TestPaymentActions({
  login,
  loginMessage,
  payment,
  blocked,
  onLogin,
  onPay,
}: {
  login: PiLoginState;
  loginMessage: string | null;
  payment: PiPaymentState;
  blocked: string | null;
  onLogin: () => void;
  onPay: () => void;
}) {
  const authenticating = login.status === 'authenticating';
  const paying = payment.status === 'running';
  const loginText = loginMessage ?? testLoginFailure(login);
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-white">Login and payment</h2>
      {login.status === 'authenticated' && (
        <FormMessage
          notice={{ kind: 'success', text: `Logged in as ${login.auth.user.username}.` }}
        />
      )}
      {loginText && <FormMessage notice={{ kind: 'error', text: loginText }} />}
      {login.status === 'failed' && loginText !== login.message && (
        <p className="-mt-2 text-xs break-words text-slate-400">Details: {login.message}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onLogin} disabled={authenticating} aria-busy={authenticating}>
          {authenticating ? 'Logging in…' : 'Login with Pi'}
        </Button>
        <Button variant="secondary" onClick={onPay} disabled={paying} aria-busy={paying}>
          {`Pay ${piSdk.testPaymentPi} Pi (Test)`}
        </Button>
        <Button variant="ghost" onClick={onLogin} disabled={authenticating}>
          Retry Login
        </Button>
      </div>
      {payment.status === 'running' && (
        <p role="status" className="text-sm text-slate-300">
          {phaseText[payment.phase]}
        </p>
      )}
      <FormMessage notice={paymentNotice(payment, blocked)} />
    </Card>
  );
}
