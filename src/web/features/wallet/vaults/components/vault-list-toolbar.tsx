import { ArrowDown, ArrowUp, Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/web/components/ui/cn';
import { inputClass } from '@/web/components/ui/text-field';
import { vaultStatusFilters, type VaultStatusFilter } from '../lib/vault-filters';
import type { VaultSort, VaultSortKey } from '../lib/vault-sort';

const sortKeys: Array<{ key: VaultSortKey; label: string }> = [
  { key: 'amount', label: 'Amount' },
  { key: 'reward', label: 'Reward' },
  { key: 'unlock', label: 'Unlock' },
];

const statusLabels: Record<VaultStatusFilter, string> = {
  all: 'All',
  active: 'Active',
  unlocked: 'Unlocked',
  claimed: 'Claimed',
  withdrawn: 'Withdrawn',
};

export interface ToolbarProps {
  query: string;
  onQuery: (q: string) => void;
  status: VaultStatusFilter;
  onStatus: (s: VaultStatusFilter) => void;
  sort: VaultSort;
  onSort: (key: VaultSortKey) => void;
}

/** Search, status filter and sort buttons of the vault list. */
export function VaultListToolbar(p: ToolbarProps) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search vaults
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Search by vault ID or amount"
          value={p.query}
          onChange={(e) => p.onQuery(e.target.value)}
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={p.status}
          onChange={(e) => p.onStatus(e.target.value as VaultStatusFilter)}
          className={inputClass}
        >
          {vaultStatusFilters.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All statuses' : statusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div
        role="group"
        aria-label="Sort vaults"
        className="flex flex-wrap items-center gap-2 sm:col-span-2"
      >
        <span className="hidden text-xs font-medium text-slate-500 sm:inline" aria-hidden>
          Sort by
        </span>
        {sortKeys.map(({ key, label }) => {
          const active = p.sort.key === key;
          const Arrow = p.sort.direction === 'asc' ? ArrowUp : ArrowDown;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={active}
              onClick={() => p.onSort(key)}
              className={cn(
                'inline-flex h-8 items-center gap-1 rounded-lg px-3 text-sm font-medium ring-1 transition',
                active
                  ? 'bg-brand-500/20 text-white ring-brand-400/60'
                  : 'bg-ink-900/60 text-slate-300 ring-white/10 hover:ring-white/25',
              )}
            >
              {label}
              {active && (
                <>
                  <Arrow className="size-3.5" aria-hidden />
                  <span className="sr-only">
                    {p.sort.direction === 'asc' ? ', ascending' : ', descending'}
                  </span>
                </>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
