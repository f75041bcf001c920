import { ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { FormMessage } from '@/web/components/ui/form-message';
import { useVaultActions } from '../hooks/use-vault-actions';
import { filterVaults, type VaultStatusFilter } from '../lib/vault-filters';
import type { VaultRowModel } from '../lib/vault-row-model';
import { defaultVaultSort, nextSort, sortVaults } from '../lib/vault-sort';
import { VaultListToolbar } from './vault-list-toolbar';
import { VaultRow } from './vault-row';
import { VaultTimelineView } from './vault-timeline-view';
import { WithdrawDialog } from './withdraw-dialog';

/**
 * 'Active & Past Vaults': search, filter, sort, expandable rows and the timeline view.
 * Chain rows are judged by the chain's clock (`chainNow`), off-chain rows by the server's.
 */
export function VaultList({
  vaults,
  now,
  chainNow,
  newVaultId,
  outcomeShown = true,
  onAction,
}: {
  vaults: readonly VaultRowModel[];
  now: Date;
  chainNow?: Date | undefined;
  newVaultId: string | null;
  /** False once the form reported a later outcome: one banner at a time. */
  outcomeShown?: boolean;
  /** Called as a claim or withdrawal starts, so the form's older outcome gives way. */
  onAction?: () => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<VaultStatusFilter>('all');
  const [sort, setSort] = useState(defaultVaultSort);
  const [showTimeline, setShowTimeline] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const actions = useVaultActions(onAction);
  const nowOf = (v: VaultRowModel) => (v.origin && chainNow) || now;
  const filters = { query, status };
  const shown = sortVaults(
    [
      ...filterVaults(
        vaults.filter((v) => !v.origin),
        filters,
        now,
      ),
      ...filterVaults(
        vaults.filter((v) => v.origin),
        filters,
        chainNow ?? now,
      ),
    ],
    sort,
  );

  const toggle = (vaultId: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(vaultId)) next.add(vaultId);
      return next;
    });
  const clearFilters = () => {
    setQuery('');
    setStatus('all');
  };

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-white">
          Active &amp; Past Vaults
        </h3>
        <Button variant="secondary" size="sm" onClick={() => setShowTimeline((v) => !v)}>
          {showTimeline ? 'Hide Timeline' : 'Show Timeline'}
        </Button>
      </div>
      <VaultListToolbar
        query={query}
        onQuery={setQuery}
        status={status}
        onStatus={setStatus}
        sort={sort}
        onSort={(key) => setSort((s) => nextSort(s, key))}
      />
      <p className="text-sm text-slate-400" aria-live="polite">
        Showing {shown.length} of {vaults.length} vaults
      </p>
      <FormMessage notice={outcomeShown ? actions.notice : null} />
      {showTimeline && vaults.length === 0 ? (
        <VaultTimelineView vaults={[]} nowOf={nowOf} />
      ) : vaults.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl bg-ink-900/60 px-4 py-8 text-center ring-1 ring-white/10">
          <p className="text-sm font-medium text-slate-200">No vaults yet</p>
          <p className="max-w-sm text-sm text-slate-400">
            Lock QTT with the form above: the longer the lock, the higher the multiplier.
          </p>
        </div>
      ) : shown.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl bg-ink-900/60 px-4 py-8 text-center ring-1 ring-white/10">
          <ListFilter className="size-8 text-slate-500" aria-hidden />
          <p className="text-sm text-slate-300">No vaults found matching your criteria</p>
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            Clear Filters
          </Button>
        </div>
      ) : showTimeline ? (
        <VaultTimelineView vaults={shown} nowOf={nowOf} />
      ) : (
        <ul aria-labelledby={`${id}-title`} className="grid gap-3">
          {shown.map((v) => (
            <VaultRow
              key={v.id}
              vault={v}
              now={nowOf(v)}
              expanded={expanded.has(v.id)}
              onToggle={() => toggle(v.id)}
              isNew={v.id === newVaultId}
              actions={actions}
            />
          ))}
        </ul>
      )}
      {actions.confirming && (
        <WithdrawDialog
          vault={actions.confirming}
          busy={actions.busy}
          onCancel={actions.cancelWithdraw}
          onConfirm={actions.confirmWithdraw}
        />
      )}
    </Card>
  );
}
