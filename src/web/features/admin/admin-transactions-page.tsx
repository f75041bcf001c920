import { Page } from '@/web/components/ui/page';
import { hasErrorCode } from '@/web/lib/api-client';
import { useLedgerSummary } from './api/get-ledger-summary';
import { AdjustBalanceForm } from './components/adjust-balance-form';
import { AdminGuard, AdminOnly, AdminSignedOut } from './components/admin-guard';
import { AdminNav } from './components/admin-nav';
import { FundPoolForm } from './components/fund-pool-form';
import { LedgerMovements } from './components/ledger-movements';
import { SummaryCards } from './components/summary-cards';
import { StuckPiPayments } from './pi-stuck/stuck-pi-payments';

/** The operator's view of the QTT ledger: balances, every movement, and manual corrections. */
export function AdminTransactionsPage() {
  return (
    <Page
      eyebrow="Admin"
      title="Transactions"
      lead="Every QTT movement in one place, with grants, deductions and pool funding."
    >
      <AdminNav />
      <AdminGuard>
        <AdminLedger />
      </AdminGuard>
    </Page>
  );
}

function AdminLedger() {
  const summary = useLedgerSummary();
  // The session can end, or the role be taken away, while the page is open.
  if (hasErrorCode(summary.error, 'UNAUTHORIZED')) return <AdminSignedOut />;
  if (hasErrorCode(summary.error, 'FORBIDDEN')) return <AdminOnly />;
  return (
    <div className="space-y-8">
      <SummaryCards />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <AdjustBalanceForm />
        <FundPoolForm />
      </div>
      <LedgerMovements />
      <StuckPiPayments />
    </div>
  );
}
