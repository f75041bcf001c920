import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSummarySchema, type WalletSummary } from '@/domain/api/wallet';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { rememberBalance } from '../lib/local-balance';

export function getWallet(): Promise<WalletSummary> {
  return apiFetch('/api/wallet', { schema: walletSummarySchema });
}

export const walletQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wallet.summary(),
    queryFn: async () => {
      const wallet = await getWallet();
      // Kept for local mode: when the server cannot be reached, the page shows this.
      rememberBalance(wallet.balance);
      return wallet;
    },
  });

/** The signed-in user's balance and today's figures; idle until `enabled`. */
export function useWallet({ enabled }: { enabled: boolean }) {
  return useQuery({ ...walletQueryOptions(), enabled });
}
