import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/web/components/ui/cn';
import type { VaultActionsState } from '../hooks/use-vault-actions';
import { formatMultiplier, vaultStatusText } from '../lib/vault-status';
import { formatDate, lockProgress } from '../lib/vault-time';
import { LockProgressBar } from './lock-progress-bar';
import { VaultRowDetails } from './vault-row-details';
import { VaultStatusBadge } from './vault-status-badge';
import { formatAmount } from '../lib/format-amount';
import type { VaultRowModel } from '../lib/vault-row-model';
import { VaultOriginBadge } from './vault-origin-badge';

export function VaultRow({
  vault,
  now,
  expanded,
  onToggle,
  isNew,
  actions,
}: {
  vault: VaultRowModel;
  now: Date;
  expanded: boolean;
  onToggle: () => void;
  /** A vault just created pulses for 1.2 s (product rules R11). */
  isNew: boolean;
  actions: VaultActionsState;
}) {
  const id = useId();
  const percent = lockProgress(vault, now);
  return (
    <li
      data-vault-id={vault.id}
      className={cn(
        'overflow-hidden rounded-2xl bg-ink-900/60 ring-1 transition',
        isNew ? 'ring-accent-400/70 motion-safe:animate-pulse' : 'ring-white/10',
      )}
    >
      <button
        type="button"
        aria-label={`${formatAmount(vault.amount)} QTT, ${vault.id}, ${vaultStatusText(vault, now)}`}
        aria-expanded={expanded}
        aria-controls={`${id}-details`}
        onClick={onToggle}
        className="grid w-full gap-2 px-4 pt-4 pb-3 text-left hover:bg-white/[0.03]"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-base font-semibold text-white tabular-nums">
            {formatAmount(vault.amount)} QTT
            <span className="ml-2 text-sm font-normal text-slate-400">
              {formatMultiplier(vault.multiplierBps)}× · {vault.durationDays} days
            </span>
          </span>
          <span className="flex items-center gap-2">
            <VaultOriginBadge vault={vault} />
            <VaultStatusBadge vault={vault} now={now} />
            <ChevronDown
              className={cn('size-4 text-slate-400 transition', expanded && 'rotate-180')}
              aria-hidden
            />
          </span>
        </span>
        <span className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-400">
          <span className="font-mono">{vault.id}</span>
          <span>Unlocks {formatDate(vault.unlockAt)}</span>
        </span>
      </button>
      <div className="px-4 pb-4">
        <LockProgressBar
          percent={percent}
          label={`Lock progress of ${vault.id}`}
          stoppedBecause={
            vault.status === 'withdrawn'
              ? 'withdrawn early'
              : vault.status === 'claimed'
                ? 'claimed'
                : undefined
          }
        />
      </div>
      <div id={`${id}-details`} hidden={!expanded}>
        {expanded && <VaultRowDetails vault={vault} now={now} actions={actions} />}
      </div>
    </li>
  );
}
