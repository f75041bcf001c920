import type { Address } from './vault-chain';
import type { Eip1193Provider } from './eip1193';

export interface WalletEventHandlers {
  /** The wallet's accounts changed; empty means it disconnected the site. */
  onAccountsChanged?: (accounts: Address[]) => void;
  /** The wallet moved to another chain (the id as a number). */
  onChainChanged?: (chainId: number) => void;
}

/** Subscribes to the wallet's account and chain changes; returns the unsubscribe. */
export function subscribeWalletEvents(
  provider: Eip1193Provider,
  handlers: WalletEventHandlers,
): () => void {
  const accounts = (list: Address[]) => handlers.onAccountsChanged?.(list);
  const chain = (id: string) => handlers.onChainChanged?.(Number(id));
  provider.on?.('accountsChanged', accounts);
  provider.on?.('chainChanged', chain);
  return () => {
    provider.removeListener?.('accountsChanged', accounts);
    provider.removeListener?.('chainChanged', chain);
  };
}
