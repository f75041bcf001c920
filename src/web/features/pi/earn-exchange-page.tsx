import { qttPerPi } from '@/domain/constants';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function EarnExchangePage() {
  return (
    <ComingSoon
      eyebrow="Pi Network"
      title="Exchange Pi for QTT"
      lead={`Turn Pi into QTT from the Pi Browser at a fixed rate of 1 Pi = ${qttPerPi} QTT.`}
      bullets={[
        'A calculator with linked Pi and QTT amounts, from 0.01 Pi.',
        'Pay with Pi once you have signed in with Pi Network.',
        'QTT is credited once per completed payment, checked with the Pi Platform.',
        'A clear result: success with its transaction id, or the reason it failed.',
      ]}
    >
      <p className="mt-6 rounded-xl bg-ink-900/80 px-4 py-3 text-center font-semibold text-white ring-1 ring-white/10">
        1 Pi = {qttPerPi} QTT
      </p>
    </ComingSoon>
  );
}
