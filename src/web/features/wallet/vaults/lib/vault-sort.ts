import type { VaultView } from '@/domain/api/wallet';
import { parseQtt } from '@/domain/money/qtt';

export type VaultSortKey = 'created' | 'amount' | 'reward' | 'unlock';
export type SortDirection = 'asc' | 'desc';
export interface VaultSort {
  key: VaultSortKey;
  direction: SortDirection;
}

export const defaultVaultSort: VaultSort = { key: 'created', direction: 'desc' };

/** Sorting: the current key flips direction; a new key starts descending. */
export function nextSort(current: VaultSort, key: VaultSortKey): VaultSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  }
  return { key, direction: 'desc' };
}

const compareBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

const ascending: Record<VaultSortKey, (a: VaultView, b: VaultView) => number> = {
  created: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  amount: (a, b) => compareBig(parseQtt(a.amount), parseQtt(b.amount)),
  reward: (a, b) => compareBig(parseQtt(a.reward), parseQtt(b.reward)),
  unlock: (a, b) => Date.parse(a.unlockAt) - Date.parse(b.unlockAt),
};

/** A sorted copy; ties fall back to newest first, then id, so the order never jumps. */
export function sortVaults<V extends VaultView>(
  vaults: readonly V[],
  { key, direction }: VaultSort,
): V[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...vaults].sort(
    (a, b) =>
      sign * ascending[key](a, b) ||
      -ascending.created(a, b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
