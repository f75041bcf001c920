import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';
import type { VaultChain } from '@/web/lib/chain/vault-chain';

/** Everything the vault section shows of a connected account, read together. */
export async function getChainAccount(chain: VaultChain) {
  const [balance, vaults, now] = await Promise.all([chain.balance(), chain.vaults(), chain.now()]);
  return { balance, vaults, now };
}

export function useChainAccount(chain: VaultChain | null) {
  return useQuery({
    queryKey: queryKeys.chain.account(chain?.kind ?? 'none', chain?.account ?? ''),
    queryFn: () => {
      if (!chain) throw new Error('No chain connected.');
      return getChainAccount(chain);
    },
    enabled: chain !== null,
  });
}
