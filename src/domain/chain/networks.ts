/**
 * EVM networks are configuration (product rules R4). The earlier version's Mumbai (80001) and main
 * network entries are kept as data; Mumbai was shut down in April 2024, so the default test
 * network is Polygon Amoy (80002). The local chain (31337) is anvil from `npm run chain`.
 * Contract addresses are not data: the server reads them from configuration (or the local
 * deployment file) and answers them on GET /api/chain.
 */
export interface EvmNetwork {
  key: EvmNetworkKey;
  chainId: number;
  /** The name messages use: 'Please switch to {name}'. */
  name: string;
  rpcUrl: string;
  explorerUrl: string | null;
  blockTimeS: number;
  confirmations: number;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  /** Shut down upstream: kept for the record, never offered as the default. */
  retired: boolean;
}

export const evmNetworkKeys = ['amoy', 'local', 'mumbai', 'mainnet'] as const;
export type EvmNetworkKey = (typeof evmNetworkKeys)[number];

export const evmNetworks: Readonly<Record<EvmNetworkKey, EvmNetwork>> = {
  amoy: {
    key: 'amoy',
    chainId: 80_002,
    name: 'Polygon Amoy',
    rpcUrl: 'https://rpc-amoy.polygon.technology',
    explorerUrl: 'https://amoy.polygonscan.com',
    blockTimeS: 2,
    confirmations: 2,
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    retired: false,
  },
  local: {
    key: 'local',
    chainId: 31_337,
    name: 'QTN Local Chain',
    rpcUrl: 'http://127.0.0.1:8545',
    explorerUrl: null,
    blockTimeS: 1,
    confirmations: 2,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    retired: false,
  },
  mumbai: {
    key: 'mumbai',
    chainId: 80_001,
    name: 'Polygon Mumbai',
    rpcUrl: 'https://rpc-mumbai.maticvigil.com',
    explorerUrl: 'https://mumbai.polygonscan.com',
    blockTimeS: 2,
    confirmations: 2,
    nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
    retired: true,
  },
  mainnet: {
    key: 'mainnet',
    chainId: 1,
    name: 'Ethereum Mainnet',
    rpcUrl: 'https://cloudflare-eth.com',
    explorerUrl: 'https://etherscan.io',
    blockTimeS: 12,
    confirmations: 12,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    retired: false,
  },
};

export const defaultEvmNetworkKey: EvmNetworkKey = 'amoy';

/** The chain id as EIP-1193 wallets write it ("0x13882"). */
export function chainIdHex(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
