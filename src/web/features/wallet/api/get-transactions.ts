import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  transactionPageSchema,
  type TransactionFilter,
  type TransactionPage,
} from '@/domain/api/wallet';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export interface TransactionQuery {
  filter: TransactionFilter;
  /** Inclusive UTC days, YYYY-MM-DD; empty for no bound. */
  from: string;
  to: string;
}

export const transactionPageSize = 25;

export function getTransactions(
  query: TransactionQuery & { before?: string | undefined },
): Promise<TransactionPage> {
  const params = new URLSearchParams({ filter: query.filter, limit: String(transactionPageSize) });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.before) params.set('before', query.before);
  return apiFetch(`/api/wallet/transactions?${params}`, { schema: transactionPageSchema });
}

export const transactionsQueryOptions = (query: TransactionQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.wallet.transactions(query),
    queryFn: ({ pageParam }) => getTransactions({ ...query, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    // The server pages by id (keyset), so thousands of rows cost one small query each.
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useTransactions(query: TransactionQuery) {
  return useInfiniteQuery(transactionsQueryOptions(query));
}
