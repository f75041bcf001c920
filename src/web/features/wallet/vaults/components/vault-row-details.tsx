import type { ReactNode } from 'react';
import type { VaultActionsState } from '../hooks/use-vault-actions';
import { formatMultiplier, vaultStatusText } from '../lib/vault-status';
import { formatDateTime, plural, vaultPhase } from '../lib/vault-time';
import { VaultActions } from './vault-actions';
import { formatAmount } from '../lib/format-amount';
import type { VaultRowModel } from '../lib/vault-row-model';

const qtt = (decimal: string) => `${formatAmount(decimal)} QTT`;

function rewardsText(v: VaultRowModel, now: Date): string {
  switch (vaultPhase(v, now)) {
    case 'claimed':
      return `${qtt(v.reward)} earned (received ${qtt(v.payout ?? '0')})`;
    case 'withdrawn':
      return `Forfeited (penalty ${qtt(v.penalty ?? '0')})`;
    default:
      return `${qtt(v.reward)} on claim`;
  }
}

/** The expanded part of a row: every field of a vault, then the actions. */
export function VaultRowDetails({
  vault,
  now,
  actions,
}: {
  vault: VaultRowModel;
  now: Date;
  actions: VaultActionsState;
}) {
  const fields: Array<[string, ReactNode]> = [
    ['Vault ID', <span className="font-mono break-all">{vault.id}</span>],
    ['Locked amount', qtt(vault.amount)],
    ['Duration', plural(vault.durationDays, 'day')],
    ['Multiplier', `${formatMultiplier(vault.multiplierBps)}×`],
    ['Created', formatDateTime(vault.createdAt)],
    ['Unlocks', formatDateTime(vault.unlockAt)],
    ['Status', vaultStatusText(vault, now)],
    ['Rewards', rewardsText(vault, now)],
  ];
  if (vault.origin) {
    fields.push([
      'Held',
      vault.origin === 'mock' ? 'Mock chain (simulated)' : 'On-chain vault contract',
    ]);
  }
  return (
    <div className="grid gap-4 border-t border-white/10 px-4 pt-4 pb-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
      <VaultActions vault={vault} now={now} actions={actions} />
    </div>
  );
}
