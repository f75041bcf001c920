import type { LedgerSummary } from '@/domain/api/admin-ledger';
import { LoadError } from '@/web/components/ui/load-error';
import { StatCard } from '@/web/components/ui/stat-card';
import { exactQtt } from '@/web/lib/amount';
import { useLedgerSummary } from '../api/get-ledger-summary';
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
        <LoadError
          message="The summary could not be loaded."
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.data && (
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
          {cards.map((c) => (
            <StatCard
              key={c.key}
              label={c.label}
              value={exactQtt(summary.data.pools[c.key])}
              unit="QTT"
              rowOnPhone
            />
          ))}
        </dl>
      )}
    </section>
  );
}
