import { ArrowLeftRight } from 'lucide-react';
import { piPerQtt, usdPerQtt } from '@/domain/constants';
import { AmountField } from '@/web/components/ui/text-field';
import { WalletActionLayout } from './wallet-action-layout';

function RateBox() {
  return (
    <div className="mt-6 rounded-xl bg-ink-900/80 p-4 ring-1 ring-white/10">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500">Pi rate</dt>
          <dd className="mt-0.5 font-semibold text-white">1 QTT = {piPerQtt} Pi</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Indicative value</dt>
          <dd className="mt-0.5 font-semibold text-white">1 QTT = ${usdPerQtt} USD</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        QTT has no guaranteed monetary value; the USD figure is for illustration only.
      </p>
    </div>
  );
}

export function WalletExchangePage() {
  return (
    <WalletActionLayout
      title="Exchange QTT"
      lead="Exchange your QTT for Pi at a fixed rate."
      icon={ArrowLeftRight}
      notice="Exchanging QTT is coming soon. This is how the form will look; nothing can be exchanged yet."
      submitLabel="Exchange QTT"
      aside={<RateBox />}
    >
      <AmountField type="number" name="amount" disabled min={0} step={0.01} placeholder="0.00" />
      <AmountField
        label="You receive (Pi)"
        type="number"
        name="receive"
        disabled
        readOnly
        placeholder="0.00"
      />
    </WalletActionLayout>
  );
}
