import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { monthOf, monthPeriod, type StatementPeriod } from '@/domain/wallet/statement-period';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { AuthLoading, SignedOutNotice } from './components/wallet-states';
import { PeriodPicker, type PeriodChoice } from './statement/period-picker';
import { rangeProblem } from './statement/statement-format';
import { StatementResult } from './statement/statement-result';

/** The wallet's statement by UTC month or range (docs/decisions/042-wallet-statement.md). */
export function WalletStatementPage() {
  const { status } = useAuth();
  return (
    <Page
      eyebrow="QTT Wallet"
      title="Statement"
      lead="What came into your wallet and what went out, with the balance at each end of the period. Days are UTC."
    >
      <div className="max-w-3xl space-y-6">
        {status === 'loading' && <AuthLoading />}
        {status === 'signed-out' && <SignedOutNotice />}
        {status === 'signed-in' && <StatementBody />}
        <ButtonLink to={paths.wallet} variant="ghost" size="sm">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Wallet
        </ButtonLink>
      </div>
    </Page>
  );
}

function StatementBody() {
  const [now] = useState(() => new Date());
  const thisMonth = monthOf(now);
  const [choice, setChoice] = useState<PeriodChoice>({ mode: 'month', month: thisMonth });
  const [lastMonth, setLastMonth] = useState(thisMonth);
  const choose = (next: PeriodChoice) => {
    if (next.mode === 'month') setLastMonth(next.month);
    setChoice(next);
  };
  const request = requestOf(choice);
  return (
    <>
      <Card className="p-4 sm:p-6">
        <PeriodPicker
          choice={choice}
          latestMonth={thisMonth}
          lastMonth={lastMonth}
          onChange={choose}
        />
      </Card>
      {request && (
        <StatementResult
          period={request}
          month={choice.mode === 'month' ? choice.month : null}
          today={now.toISOString().slice(0, 10)}
        />
      )}
    </>
  );
}

/** The days to ask for; null while a custom range is incomplete or too long. */
function requestOf(choice: PeriodChoice): StatementPeriod | null {
  if (choice.mode === 'month') return monthPeriod(choice.month);
  const { from, to } = choice.range;
  return rangeProblem(from, to) ? null : { from, to };
}
