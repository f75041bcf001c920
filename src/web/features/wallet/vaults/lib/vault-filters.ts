import type { VaultView } from '@/domain/api/wallet';
import { formatQtt, parseQtt } from '@/domain/money/qtt';
import { vaultPhase } from './vault-time';

export const vaultStatusFilters = ['all', 'active', 'unlocked', 'claimed', 'withdrawn'] as const;
export type VaultStatusFilter = (typeof vaultStatusFilters)[number];

/**
 * Product rules R11: active = not claimed and not yet unlocked; unlocked = not claimed and past the
 * unlock time. A vault withdrawn early is neither: it has a filter of its own.
 */
export function matchesStatus(v: VaultView, filter: VaultStatusFilter, now: Date): boolean {
  const phase = vaultPhase(v, now);
  switch (filter) {
    case 'all':
      return true;
    case 'active':
      return phase === 'locked';
    case 'unlocked':
      return phase === 'ready';
    case 'claimed':
    case 'withdrawn':
      return phase === filter;
  }
}

/**
 * Search matches the vault id or the amount as text, the way a person might type it:
 * "25.5", "25.50" and "1,337" all find their vault.
 */
export function matchesSearch(v: VaultView, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const shown = formatQtt(parseQtt(v.amount));
  const texts = [v.id.toLowerCase(), v.amount, shown, shown.replaceAll(',', '')];
  return texts.some((t) => t.includes(q));
}

export function filterVaults<V extends VaultView>(
  vaults: readonly V[],
  { query, status }: { query: string; status: VaultStatusFilter },
  now: Date,
): V[] {
  return vaults.filter((v) => matchesStatus(v, status, now) && matchesSearch(v, query));
}
