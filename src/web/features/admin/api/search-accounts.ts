import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountsResponseSchema } from '@/domain/api/admin-accounts';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const accountSearchLimit = 20;

export const searchAccounts = (q: string) =>
  apiFetch(`/api/admin/accounts?${new URLSearchParams({ q, limit: String(accountSearchLimit) })}`, {
    schema: accountsResponseSchema,
  });

export const accountSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.accounts(q),
    queryFn: () => searchAccounts(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

/** Accounts whose email or username contains `q` (two characters or more). */
export const useAccountSearch = (q: string) => useQuery(accountSearchQueryOptions(q.trim()));
