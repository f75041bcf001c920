import type { ChainConfig } from '@/domain/api/chain';
import { weiToDecimal } from '@/domain/chain/qtt-wei';

/** "0x1234…abcd", as the wallet shows a connected address. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** "0x12ab…cdef" for a transaction hash in a message. */
export const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/**
 * Token wei as QTT for display: two decimals at least (up to 8, rounded down), with
 * thousands separators; any size, as a test chain's balances can be huge.
 */
export function formatWeiQtt(wei: bigint): string {
  const [whole = '0', fraction = ''] = weiToDecimal(wei).split('.');
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`;
}

/** "150,000" */
export const formatGas = (gas: bigint) => gas.toLocaleString('en-US');

export function explorerTxUrl(config: ChainConfig | undefined, hash: string): string | null {
  const base = config?.network.explorerUrl;
  return base ? `${base.replace(/\/$/, '')}/tx/${hash}` : null;
}
