import type { ChainConfig } from '@/domain/api/chain';
import { chainMessages } from '@/domain/chain/chain-messages';
import type { Address, VaultChain } from '@/web/lib/chain/vault-chain';
import type { Eip1193Provider } from './injected-wallet';

export interface WalletChainOptions {
  provider: Eip1193Provider;
  account: Address;
  config: ChainConfig;
}
type LoaderModule = { loadVaultChain?: (o: WalletChainOptions) => Promise<VaultChain> };

// The real chain (viem) is its own chunk, fetched only when a wallet connects, so it never
// weighs on the wallet page's first load (decision 009). The glob finds the module the
// `chain` part writes in src/web/lib/chain/ and is empty where it is absent.
const loaders = import.meta.glob<LoaderModule>('/src/web/lib/chain/load-vault-chain.ts');

/** The real VaultChain for a connected wallet, through a dynamic import. */
export async function loadWalletChain(options: WalletChainOptions): Promise<VaultChain> {
  const load = Object.values(loaders)[0];
  const mod = load ? await load() : null;
  if (!mod?.loadVaultChain) throw new Error(chainMessages.contractNotInitialized);
  return mod.loadVaultChain(options);
}

/** Mock mode's chain, also its own chunk: most visitors never turn it on. */
export async function loadMockChain(): Promise<VaultChain> {
  const { createMockVaultChain } = await import('./mock-vault-chain');
  return createMockVaultChain();
}
