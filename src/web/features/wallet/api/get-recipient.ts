import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recipientSchema, type Recipient } from '@/domain/api/send';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function getRecipient(username: string): Promise<Recipient> {
  return apiFetch(`/api/wallet/recipient?username=${encodeURIComponent(username)}`, {
    schema: recipientSchema,
  });
}

/** The member a typed username names; idle while the name is too short to be one. */
export function useRecipient(username: string) {
  const name = username.trim();
  return useQuery({
    queryKey: queryKeys.wallet.recipient(name.toLowerCase()),
    queryFn: () => getRecipient(name),
    enabled: name.length >= 2,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
