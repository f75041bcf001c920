import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { adminLedgerKey } from './ledger-keys';

/** Balances as decimal QTT strings. */
export interface LedgerSummary {
  pools: { reward: string; penalty: string; vaultEscrow: string; issued: string; wallets: string };
  reconciliation: {
    ok: boolean;
    accounts: number;
    transfers: number;
    mismatches: Array<{ id: string; stored: string; journal: string }>;
  };
}

export const getLedgerSummary = () => apiFetch<LedgerSummary>('/api/admin/ledger/summary');

export const ledgerSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...adminLedgerKey, 'summary'], queryFn: getLedgerSummary });

export const useLedgerSummary = () => useQuery(ledgerSummaryQueryOptions());
