import { useId, useState } from 'react';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { exchangeRateText, piAmountProblem, piOrderAmount } from './exchange-calculator';
import { ExchangeAction } from './exchange-action';
import { ExchangeFields, type ExchangeAmounts } from './exchange-fields';
import { MyPiPayments } from './my-pi-payments';

/** Exchange Pi for QTT (product rules R9): a linked calculator, then a Pi payment. */
export function EarnExchangePage() {
  const [amounts, setAmounts] = useState<ExchangeAmounts>({ pi: '1', qtt: '20' });
  const problemId = useId();
  const problem = piAmountProblem(amounts.pi);
  const typed = amounts.pi !== '' || amounts.qtt !== '';
  return (
    <Page
      eyebrow="Pi Network"
      title="Exchange Pi for QTT"
      lead={`Pay with Pi from the Pi Browser and receive QTT at a fixed rate of ${exchangeRateText}.`}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="grid gap-5 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-white">Calculator</h2>
            <p className="rounded-full bg-ink-900/80 px-3 py-1 text-sm font-semibold text-accent-200 ring-1 ring-white/10">
              {exchangeRateText}
            </p>
          </div>
          <ExchangeFields
            value={amounts}
            onChange={setAmounts}
            problemId={problemId}
            invalid={typed && problem !== null}
          />
          {typed && problem && (
            <p id={problemId} className="-mt-2 text-sm text-amber-200">
              {problem}
            </p>
          )}
          <ExchangeAction amount={problem ? '' : piOrderAmount(amounts.pi)} blocked={!!problem} />
        </Card>
        <MyPiPayments />
      </div>
    </Page>
  );
}
