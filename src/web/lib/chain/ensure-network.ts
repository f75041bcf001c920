import type { ChainConfig } from '@/domain/api/chain';
import { chainMessages } from '@/domain/chain/chain-messages';
import { chainIdHex } from '@/domain/chain/networks';
import { providerErrorCode, type Eip1193Provider } from './eip1193';

/** The wallet is on another chain and would not (or could not) move to the configured one. */
export class WrongNetworkError extends Error {
  override name = 'WrongNetworkError';
}

async function walletChainId(provider: Eip1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }));
}

/**
 * Moves the wallet to the configured network: wallet_switchEthereumChain, and when the
 * wallet does not know the chain (4902), wallet_addEthereumChain with the network's data
 * (adding also switches). A refusal in the wallet propagates as the wallet's error.
 */
export async function ensureNetwork(provider: Eip1193Provider, config: ChainConfig) {
  const { network } = config;
  if ((await walletChainId(provider)) === network.chainId) return;
  const chainId = chainIdHex(network.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (err) {
    if (providerErrorCode(err) !== 4902) throw err;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          rpcUrls: [network.rpcUrl],
          nativeCurrency: network.nativeCurrency,
          ...(network.explorerUrl ? { blockExplorerUrls: [network.explorerUrl] } : {}),
        },
      ],
    });
  }
  if ((await walletChainId(provider)) !== network.chainId) {
    throw new WrongNetworkError(chainMessages.switchTo(network.name));
  }
}
