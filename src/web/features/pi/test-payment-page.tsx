import { ComingSoon } from '@/web/components/ui/coming-soon';

export function TestPaymentPage() {
  return (
    <ComingSoon
      eyebrow="Pi Browser only"
      title="Test Pi Payment"
      lead="A test bench for Pi sign-in and payments. It works only inside the Pi Browser."
      bullets={[
        'The environment status: Pi Browser, Pi SDK and payment API.',
        'Login with Pi, with a Retry Login button.',
        'A “Pay 0.001 Pi (Test)” button on the Pi test network.',
        'Debug buttons for a server ping and a token check.',
      ]}
    />
  );
}
