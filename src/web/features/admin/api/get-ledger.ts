import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ledgerPageSchema, type LedgerEntry } from '@/domain/api/admin-ledger';
import { apiFetch } from '@/web/lib/api-client';
import { ledgerSearchParams, type LedgerFilters } from '../lib/ledger-filters';
import { queryKeys } from '@/web/lib/query-keys';

export type LedgerType = LedgerEntry['type'];

export const ledgerPageSize = 50;

export const getLedger = (filters: LedgerFilters, before?: string) =>
  apiFetch(`/api/admin/ledger?${ledgerSearchParams(filters, before)}`, {
    schema: ledgerPageSchema,
  });

export const ledgerQueryOptions = (filters: LedgerFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.ledger.movements(filters),
    queryFn: ({ pageParam }) => getLedger(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useLedger = (filters: LedgerFilters) => useInfiniteQuery(ledgerQueryOptions(filters));
