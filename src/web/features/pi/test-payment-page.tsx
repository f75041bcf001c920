import { useEffect, useState } from 'react';
import { piMessages } from '@/domain/pi/pi-messages';
import { piPaymentScopes, piSdk } from '@/domain/pi/pi-sdk';
import { FormMessage } from '@/web/components/ui/form-message';
import { Page } from '@/web/components/ui/page';
import { isPiBrowser } from '@/web/lib/pi-browser';
import { loadPiSdk } from '@/web/lib/pi/load-pi-sdk';
import { usePiConfig } from '@/web/lib/pi/api/get-pi-config';
import { usePiLogin } from '@/web/lib/pi/use-pi-login';
import { TestDebugPanel } from './test-debug-panel';
import { TestEnvironmentCard } from './test-environment';
import { TestPaymentActions } from './test-payment-actions';
import { testPaymentBlock } from './test-payment-rules';
import { usePiPayment } from './use-pi-payment';

const loginOptions = {
  mode: 'sign-in',
  scopes: piPaymentScopes,
  timeoutMs: piSdk.testPageAuthTimeoutMs,
} as const;

/** Test Pi Payment (docs/pi.md): a bench for Pi login and a 0.001 Pi payment. */
export function TestPaymentPage() {
  const piBrowser = isPiBrowser();
  const config = usePiConfig();
  const { state: login, login: runLogin } = usePiLogin(loginOptions);
  const payment = usePiPayment('test_payment');
  const [sdkFound, setSdkLoaded] = useState<boolean | null>(null);
  const sdkLoaded = config.data?.enabled === false ? false : sdkFound;
  const [loginMessage, setLoginMessage] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  useEffect(() => {
    if (!piBrowser || !config.data?.enabled) return;
    loadPiSdk(config.data).then(
      () => setSdkLoaded(true),
      () => setSdkLoaded(false),
    );
  }, [piBrowser, config.data]);

  const onLogin = () => {
    setBlocked(null);
    if (!piBrowser) return setLoginMessage(piMessages.testPiBrowserOnly);
    setLoginMessage(null);
    void runLogin().then((next) => next.status === 'authenticated' && setSdkLoaded(true));
  };
  const onPay = () => {
    const reason = testPaymentBlock(piBrowser, login);
    setBlocked(reason);
    if (reason || login.status !== 'authenticated') return;
    void payment.pay(login.pi, piSdk.testPaymentPi);
  };

  return (
    <Page
      eyebrow="Pi Browser only"
      title="Test Pi Payment"
      lead="A test bench for Pi sign-in and payments on the Pi test network."
    >
      {!piBrowser && (
        <div className="mb-6 max-w-3xl">
          <FormMessage notice={{ kind: 'error', text: piMessages.testPiBrowserOnly }} />
        </div>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TestEnvironmentCard
          env={{
            piBrowser,
            sdkLoaded,
            sandbox: config.data?.sandbox ?? null,
            network: config.data?.network ?? (config.isError ? 'Unknown' : null),
            piUsername: login.status === 'authenticated' ? login.auth.user.username : null,
          }}
        />
        <TestPaymentActions
          login={login}
          loginMessage={loginMessage}
          payment={payment.state}
          blocked={blocked}
          onLogin={onLogin}
          onPay={onPay}
        />
        <TestDebugPanel token={login.status === 'authenticated' ? login.auth.accessToken : null} />
      </div>
    </Page>
  );
}
