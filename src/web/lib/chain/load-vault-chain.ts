/**
 * The UI's only door to the real wallet code: a dynamic import, so viem becomes its own
 * chunk, fetched when the on-chain part is opened, and the wallet page's first load does
 * not grow. (vault-chain.ts's types and eip1193.ts's hasInjectedWallet may be imported
 * directly: neither pulls viem in.)
 */
export const loadVaultChain = () => import('./wallet-chain-module');
export type WalletChainModule = Awaited<ReturnType<typeof loadVaultChain>>;
