/**
 * The UI's only door to the real wallet code: a dynamic import, so viem becomes its own
 * chunk, fetched when the on-chain part is opened, and the wallet page's first load does
 * not grow. vault-chain.ts (types), eip1193.ts (hasInjectedWallet, injectedProvider) and
 * wallet-events.ts import no viem and may be imported directly.
 */
export const loadVaultChain = () => import('./wallet-chain-module');
export type WalletChainModule = Awaited<ReturnType<typeof loadVaultChain>>;
