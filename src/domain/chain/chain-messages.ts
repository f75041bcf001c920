/**
 * The wallet and on-chain vault messages, word for word where the earlier version gave
 * them (product rules R10). Two are reworded (product rules R4): the network is the configured
 * one, not Mumbai, and a missing wallet names any injected wallet, not only MetaMask.
 */
export const chainMessages = {
  noWallet: 'No browser wallet found. Please install a wallet extension such as MetaMask.',
  connectionFailedTitle: 'Connection Failed',
  connectFailed: (detail: string) => `Failed to connect wallet: ${detail}`,
  wrongNetworkTitle: 'Wrong Network',
  switchTo: (network: string) => `Please switch to ${network}`,
  networkErrorTitle: 'Network Error',
  switchFailed: (network: string) => `Failed to switch to ${network}`,
  notConnected: 'Wallet not connected',
  contractNotInitialized: 'Contract not initialized',
  vaultNotFound: 'Vault not found',
  invalidAmount: 'Invalid amount',
  fetchFailed: 'Failed to fetch blockchain data',
  copied: 'Address copied to clipboard',
  copyFailed: 'Failed to copy address',
  disconnected: 'Wallet disconnected successfully',
  disconnectFailed: 'Failed to disconnect wallet',
  created: (txHash: string) => `Vault created on blockchain! TX: ${txHash}`,
  createFailed: (detail: string) => `Blockchain vault creation failed: ${detail}`,
  unlocked: 'Vault unlocked on blockchain!',
  unlockFailed: (detail: string) => `Blockchain unlock failed: ${detail}`,
  claimed: (qtt: string) => `Reward claimed! Received ${qtt} QTT`,
  claimFailed: (detail: string) => `Blockchain claim failed: ${detail}`,
  notDeployed: (network: string) => `Vaults on ${network} are not available yet.`,
  tryMock: 'Try mock mode to see how they work.',
  mockWarning:
    'Mock mode: a simulated wallet and chain in this browser. Nothing here is real QTT, and your QTN wallet is untouched.',
} as const;
