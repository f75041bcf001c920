// The on-chain part's code, viem included: one chunk, reached only through load-vault-chain.
export { connectInjectedWallet } from './connect-wallet';
export { chainErrorDetail, rejectedInWallet } from './chain-error-detail';
export { WrongNetworkError } from './ensure-network';
export { hasInjectedWallet, injectedProvider } from './eip1193';
export { subscribeWalletEvents } from './wallet-events';
