import type { QueryClient } from '@tanstack/react-query';

export const vaultsQueryKey = ['vaults'] as const;

/**
 * A vault action moves money between the wallet and escrow, so the wallet's balance and
 * transactions (owned by the wallet page under these keys) are stale too.
 */
export function invalidateAfterVaultAction(queryClient: QueryClient) {
  return Promise.all(
    [vaultsQueryKey, ['wallet'], ['wallet-transactions']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
