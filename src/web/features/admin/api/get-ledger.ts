import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { ledgerSearchParams, type LedgerFilters } from '../lib/ledger-filters';
import { adminLedgerKey } from './ledger-keys';

export type LedgerType = 'reward' | 'transfer' | 'game' | 'watch' | 'quiz' | 'devmode';

export interface LedgerEntry {
  id: string;
  type: LedgerType;
  reason: string;
  /** Decimal QTT, always positive: it leaves `from` and reaches `to`. */
  amount: string;
  /** A user's email, or a system account id such as 'pool:reward'. */
  from: string;
  to: string;
  createdBy: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export interface LedgerPage {
  items: LedgerEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
}

export const ledgerPageSize = 50;

export const getLedger = (filters: LedgerFilters, before?: string) =>
  apiFetch<LedgerPage>(`/api/admin/ledger?${ledgerSearchParams(filters, before)}`);

export const ledgerQueryOptions = (filters: LedgerFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminLedgerKey, 'movements', filters],
    queryFn: ({ pageParam }) => getLedger(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useLedger = (filters: LedgerFilters) => useInfiniteQuery(ledgerQueryOptions(filters));
