import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * A vault action moves money between the wallet and escrow, so the wallet's balance and
 * transactions are stale too.
 */
export function invalidateAfterVaultAction(queryClient: QueryClient) {
  return Promise.all(
    [queryKeys.vaults.all, queryKeys.wallet.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
