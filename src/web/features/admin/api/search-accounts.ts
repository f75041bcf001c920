import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface AdminAccount {
  id: string;
  email: string;
  displayName: string | null;
  role: string | null;
  twoFactorEnabled: boolean | null;
  createdAt: string;
}

export const accountSearchLimit = 20;

export const searchAccounts = (q: string) =>
  apiFetch<{ accounts: AdminAccount[] }>(
    `/api/admin/accounts?${new URLSearchParams({ q, limit: String(accountSearchLimit) })}`,
  );

export const accountSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'accounts', q],
    queryFn: () => searchAccounts(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

/** Accounts whose email or username contains `q` (two characters or more). */
export const useAccountSearch = (q: string) => useQuery(accountSearchQueryOptions(q.trim()));
