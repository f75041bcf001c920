import { ArrowLeftRight } from 'lucide-react';
import { piPerQtt, qttPerPi } from '@/domain/constants';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { CheckList } from './check-list';
import { FeatureSection } from './feature-section';

export function FeaturesPi() {
  return (
    <FeatureSection
      id="pi"
      icon={ArrowLeftRight}
      tone="amber"
      eyebrow="Pi Network"
      title="Exchange Pi for QTT"
      lead="Inside the Pi Browser, sign in with your Pi account and top up your wallet with a Pi payment."
      aside={
        <Card className="bg-gradient-to-br from-amber-500/15 via-ink-800 to-ink-800 p-8 text-center">
          <p className="text-sm font-medium text-slate-400">Exchange rate</p>
          <p className="mt-3 flex items-center justify-center gap-3 text-3xl font-bold text-white sm:text-4xl">
            <span>1 Pi</span>
            <span aria-hidden className="text-amber-300">
              =
            </span>
            <span className="sr-only">equals</span>
            <span>{qttPerPi} QTT</span>
          </p>
          <p className="mt-3 text-sm text-slate-400">or 1 QTT = {piPerQtt} Pi</p>
        </Card>
      }
    >
      <CheckList
        items={[
          'Sign in with Pi from the Pi Browser; no separate password needed.',
          'Each payment is checked with the Pi Platform before it is approved.',
          'QTT is credited once the payment completes, exactly once per payment, even if the Pi app retries.',
        ]}
      />
      <ArrowLink to={paths.earnExchange} className="mt-6">
        Exchange Pi
      </ArrowLink>
    </FeatureSection>
  );
}
