import type { QueryClient } from '@tanstack/react-query';

export const vaultsQueryKey = ['vaults'] as const;

/**
 * A vault action moves money between the wallet and escrow, so the wallet's balance and
 * transactions (owned by the wallet page under the ['wallet'] prefix) are stale too.
 */
export function invalidateAfterVaultAction(queryClient: QueryClient) {
  return Promise.all(
    [vaultsQueryKey, ['wallet']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
