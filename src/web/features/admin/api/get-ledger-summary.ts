import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerSummarySchema } from '@/domain/api/admin-ledger';
import { apiFetch } from '@/web/lib/api-client';
import { adminLedgerKey } from './ledger-keys';

export const getLedgerSummary = () =>
  apiFetch('/api/admin/ledger/summary', { schema: ledgerSummarySchema });

export const ledgerSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...adminLedgerKey, 'summary'], queryFn: getLedgerSummary });

export const useLedgerSummary = () => useQuery(ledgerSummaryQueryOptions());
