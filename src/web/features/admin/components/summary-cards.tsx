import { RotateCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import type { LedgerSummary } from '@/domain/api/admin-ledger';
import { useLedgerSummary } from '../api/get-ledger-summary';
import { exactQtt } from '@/web/lib/amount';
import { ReconciliationBadge } from './reconciliation-badge';

const cards: Array<{ key: keyof LedgerSummary['pools']; label: string }> = [
  { key: 'reward', label: 'Reward pool' },
  { key: 'penalty', label: 'Penalty pool' },
  { key: 'vaultEscrow', label: 'Vault escrow' },
  { key: 'issued', label: 'QTT issued' },
  { key: 'wallets', label: 'Total in wallets' },
];

export function SummaryCards() {
  const summary = useLedgerSummary();
  return (
    <section aria-labelledby="ledger-summary" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-summary" className="text-lg font-semibold text-white">
          Summary
        </h2>
        {summary.data && <ReconciliationBadge rec={summary.data.reconciliation} />}
      </div>
      {summary.isPending && (
        <div
          role="status"
          aria-label="Loading summary"
          className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {cards.map((c) => (
            <div key={c.key} className="h-24 animate-pulse rounded-2xl bg-white/5" />
          ))}
        </div>
      )}
      {summary.isError && (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-rose-200">The summary could not be loaded.</p>
          <Button size="sm" variant="secondary" onClick={() => void summary.refetch()}>
            <RotateCw className="size-4" aria-hidden />
            Retry
          </Button>
        </Card>
      )}
      {summary.data && (
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
          {cards.map((c) => (
            <Card
              key={c.key}
              className="flex items-baseline justify-between gap-3 px-4 py-3 sm:block sm:p-4"
            >
              <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
                {c.label}
              </dt>
              <dd className="text-right font-bold text-white tabular-nums sm:mt-1 sm:text-left sm:text-lg">
                <span className="[overflow-wrap:anywhere]">
                  {exactQtt(summary.data.pools[c.key])}
                </span>
                <span className="ml-1 text-sm font-medium whitespace-nowrap text-slate-400">
                  QTT
                </span>
              </dd>
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}
