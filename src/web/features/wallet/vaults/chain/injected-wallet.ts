import type { ChainConfig } from '@/domain/api/chain';
import { chainMessages } from '@/domain/chain/chain-messages';
import { chainIdHex } from '@/domain/chain/networks';
import type { Address } from '@/web/lib/chain/vault-chain';
import { toast } from '@/web/lib/toast';

/** An injected EIP-1193 wallet (window.ethereum), as little of it as this page uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): void;
  removeListener?(event: string, listener: (...args: never[]) => void): void;
}

export class WalletSetupError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export function injectedProvider(): Eip1193Provider | null {
  return (window as { ethereum?: Eip1193Provider }).ethereum ?? null;
}

/** The accounts the wallet shares: with a prompt, or silently (eth_accounts) after a reload. */
export async function walletAccounts(provider: Eip1193Provider, silent: boolean) {
  const method = silent ? 'eth_accounts' : 'eth_requestAccounts';
  return ((await provider.request({ method })) as Address[] | null) ?? [];
}

/**
 * Asks the wallet for the configured network when it is on another one (spec: wallet
 * requests switch chain, then add chain on error 4902). Warns 'Wrong Network' first.
 */
export async function ensureNetwork(provider: Eip1193Provider, config: ChainConfig) {
  const { network } = config;
  const current = Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16);
  if (current === network.chainId) return;
  toast.warning(chainMessages.switchTo(network.name), { title: chainMessages.wrongNetworkTitle });
  const chainId = chainIdHex(network.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (err) {
    try {
      if ((err as { code?: number }).code !== 4902) throw err;
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            rpcUrls: [network.rpcUrl],
            nativeCurrency: network.nativeCurrency,
            blockExplorerUrls: network.explorerUrl ? [network.explorerUrl] : undefined,
          },
        ],
      });
    } catch {
      throw new WalletSetupError(
        chainMessages.networkErrorTitle,
        chainMessages.switchFailed(network.name),
      );
    }
  }
}
