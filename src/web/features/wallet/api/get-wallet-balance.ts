import { useQuery } from '@tanstack/react-query';
import { walletBalanceSchema } from '@/domain/api/wallet-balance';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { sessionEnding } from '@/web/lib/session-cache';

/** A credit made elsewhere (a send, the midnight bonus) shows within this long. */
export const walletBalanceRefreshMs = 60_000;

export const getWalletBalance = () =>
  apiFetch('/api/wallet/balance', { schema: walletBalanceSchema });

/**
 * The header's balance. Under the wallet's key prefix: every reward, send, vault action and
 * Pi credit that invalidates the wallet refreshes it at once. Not while a sign-out runs: the
 * header loads it late, and a first fetch sent after the session was revoked is refused.
 */
export const useWalletBalance = () =>
  useQuery({
    queryKey: queryKeys.wallet.balance(),
    queryFn: getWalletBalance,
    refetchInterval: walletBalanceRefreshMs,
    refetchOnWindowFocus: true,
    enabled: !sessionEnding(),
  });
