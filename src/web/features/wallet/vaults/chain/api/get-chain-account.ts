import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VaultChain } from '@/web/lib/chain/vault-chain';
import { queryKeys } from '@/web/lib/query-keys';

/** Everything the vault section shows of a connected account, read together. */
export async function getChainAccount(chain: VaultChain) {
  const [balance, vaults, now] = await Promise.all([chain.balance(), chain.vaults(), chain.now()]);
  return { balance, vaults, now };
}

/** Idle until a chain (a wallet, or mock mode) is connected. */
export const chainAccountQueryOptions = (chain: VaultChain | null) =>
  queryOptions({
    queryKey: queryKeys.chain.account(chain?.kind ?? 'none', chain?.account ?? ''),
    queryFn: () => {
      if (!chain) throw new Error('No chain connected.');
      return getChainAccount(chain);
    },
    enabled: chain !== null,
  });

export const useChainAccount = (chain: VaultChain | null) =>
  useQuery(chainAccountQueryOptions(chain));
