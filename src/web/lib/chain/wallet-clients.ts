import { createPublicClient, createWalletClient, custom, defineChain, type Hash } from 'viem';
import type { ChainConfig } from '@/domain/api/chain';
import type { Eip1193Provider } from './eip1193';
import type { Address } from './vault-chain';

/**
 * viem clients over the wallet's own provider: reads and writes both go through the wallet,
 * so the page never fetches an RPC URL itself (the CSP stays closed) and reads see the chain
 * the wallet is on.
 */
export function walletClients(provider: Eip1193Provider, config: ChainConfig, account: Address) {
  const { network } = config;
  const chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [network.rpcUrl] } },
  });
  // No retries: a retried request to a wallet can prompt the person a second time.
  const transport = custom(provider, { retryCount: 0 });
  const pollingInterval = Math.min(1_000, Math.max(100, network.blockTimeS * 250));
  const publicClient = createPublicClient({ chain, transport, pollingInterval });
  const walletClient = createWalletClient({ account, chain, transport, pollingInterval });
  /** The receipt once the network's confirmations are in; a reverted one throws. */
  const confirmed = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({
      hash,
      confirmations: network.confirmations,
    });
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
    return receipt;
  };
  /**
   * Simulates the call first (eth_call from the account), so a revert is refused before the
   * wallet is asked to sign and arrives with the contract's custom error decoded; then sends.
   */
  // Typed as writeContract itself; its generic call type does not survive the pass-through.
  const send: typeof walletClient.writeContract = async (call) => {
    const { request } = await publicClient.simulateContract({ ...call, account } as never);
    return walletClient.writeContract(request as never);
  };
  return { publicClient, walletClient, confirmed, send };
}
export type WalletClients = ReturnType<typeof walletClients>;
