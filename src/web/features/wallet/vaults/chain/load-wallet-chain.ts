import type { VaultChain } from '@/web/lib/chain/vault-chain';
import { loadVaultChain, type WalletChainModule } from '@/web/lib/chain/load-vault-chain';

/**
 * The real chain (viem) through the `chain` part's dynamic import: its own chunk, fetched
 * only when a wallet connects, so it never weighs on the wallet page's first load.
 */
export const loadWalletModule = (): Promise<WalletChainModule> => loadVaultChain();

/** Mock mode's chain, also its own chunk: most visitors never turn it on. */
export async function loadMockChain(): Promise<VaultChain> {
  const { createMockVaultChain } = await import('./mock-vault-chain');
  return createMockVaultChain();
}
