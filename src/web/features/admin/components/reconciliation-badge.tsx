import { CircleAlert, CircleCheck } from 'lucide-react';
import type { LedgerSummary } from '@/domain/api/admin-ledger';
import { exactQtt } from '@/web/lib/amount';

/** Whether every stored balance equals its journal; the accounts that do not, listed. */
export function ReconciliationBadge({ rec }: { rec: LedgerSummary['reconciliation'] }) {
  if (rec.ok) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/15 px-3 py-1 text-sm font-medium text-emerald-300 ring-1 ring-emerald-400/30">
        <CircleCheck className="size-4" aria-hidden />
        Ledger reconciles
        <span className="sr-only">
          : {rec.accounts} accounts, {rec.transfers} transfers
        </span>
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-xl bg-rose-500/10 p-3 text-sm ring-1 ring-rose-400/30">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-rose-500/20 px-3 py-1 font-medium text-rose-200 ring-1 ring-rose-400/40">
        <CircleAlert className="size-4" aria-hidden />
        Ledger does not reconcile
      </p>
      <ul className="mt-2 space-y-1 text-rose-100" aria-label="Mismatching accounts">
        {rec.mismatches.map((m) => (
          <li key={m.id} className="break-all">
            <span className="font-mono">{m.id}</span>: stored {exactQtt(m.stored)}, journal{' '}
            {exactQtt(m.journal)}
          </li>
        ))}
      </ul>
    </div>
  );
}
