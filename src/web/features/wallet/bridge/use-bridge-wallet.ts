import { useMemo } from 'react';
import type { BridgeStatus } from '@/domain/api/bridge';
import type { BridgeChain } from '@/web/lib/chain/bridge-chain';
import type { Address } from '@/web/lib/chain/vault-chain';
import { useChainWallet } from '../vaults/chain/chain-wallet-context';
import type { RedeemWallet } from './bridge-rules';

/**
 * The vault's wallet connection seen from the bridge: the connected account, its bridge
 * calls (a real wallet only; the connection switched it to the configured network) and
 * what the redeem button needs to know.
 */
export function useBridgeWallet(status: BridgeStatus) {
  const wallet = useChainWallet();
  const chain = wallet?.status === 'connected' ? wallet.chain : null;
  const bridge: BridgeChain | null = useMemo(
    () => (chain?.bridge && status.contract ? chain.bridge(status.contract as Address) : null),
    [chain, status.contract],
  );
  const redeemWallet: RedeemWallet = {
    kind: chain?.kind ?? null,
    account: chain?.account ?? null,
    chainId: chain ? (wallet?.config?.network.chainId ?? null) : null,
  };
  return { wallet, chain, bridge, redeemWallet };
}
