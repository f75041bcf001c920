import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerSummarySchema } from '@/domain/api/admin-ledger';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getLedgerSummary = () =>
  apiFetch('/api/admin/ledger/summary', { schema: ledgerSummarySchema });

export const ledgerSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.ledger.summary(), queryFn: getLedgerSummary });

export const useLedgerSummary = () => useQuery(ledgerSummaryQueryOptions());
