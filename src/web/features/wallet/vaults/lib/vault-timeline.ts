import type { VaultView } from '@/domain/api/wallet';
import { formatMultiplier } from './vault-status';
import { daysRemaining, plural, vaultPhase } from './vault-time';
import { formatAmount } from './format-amount';

export type TimelineEventKind =
  'created' | 'locked' | 'waiting' | 'unlocked' | 'ready' | 'claimed' | 'withdrawn';
export type TimelineEventStatus = 'completed' | 'active' | 'pending';

export interface TimelineEvent {
  kind: TimelineEventKind;
  title: string;
  detail: string;
  /** ISO time the event happened or will happen. */
  at: string;
  status: TimelineEventStatus;
}

const money = (decimal: string) => `${formatAmount(decimal)} QTT`;

/**
 * A vault's lifecycle (docs/onchain-vaults.md): created, locked, then unlocked and ready
 * to claim or waiting with the days remaining, and last claimed or withdrawn early.
 */
export function vaultTimeline(v: VaultView, now: Date): TimelineEvent[] {
  const events: TimelineEvent[] = [
    {
      kind: 'created',
      title: 'Vault created',
      detail: 'Moved from your wallet into the vault',
      at: v.createdAt,
      status: 'completed',
    },
    {
      kind: 'locked',
      title: 'Locked',
      detail: `${money(v.amount)} for ${plural(v.durationDays, 'day')} at ${formatMultiplier(v.multiplierBps)}×`,
      at: v.createdAt,
      status: 'completed',
    },
  ];
  const phase = vaultPhase(v, now);
  const unlocked = (status: TimelineEventStatus): TimelineEvent => ({
    kind: 'unlocked',
    title: 'Unlocked',
    detail: status === 'pending' ? 'Unlocks on this date' : 'Lock period complete',
    at: v.unlockAt,
    status,
  });
  if (phase === 'locked') {
    const days = daysRemaining(v, now);
    events.push(
      {
        kind: 'waiting',
        title: 'Waiting',
        detail: `${plural(days, 'day')} remaining`,
        at: now.toISOString(),
        status: 'active',
      },
      unlocked('pending'),
    );
  } else if (phase === 'ready') {
    events.push(unlocked('completed'), {
      kind: 'ready',
      title: 'Ready to claim',
      detail: `Claim ${money(v.amount)} plus ${money(v.reward)} reward`,
      at: v.unlockAt,
      status: 'active',
    });
  } else if (phase === 'claimed') {
    events.push(unlocked('completed'), {
      kind: 'claimed',
      title: 'Claimed',
      detail: `Received ${money(v.payout ?? v.amount)}`,
      at: v.closedAt ?? v.unlockAt,
      status: 'completed',
    });
  } else {
    events.push({
      kind: 'withdrawn',
      title: 'Withdrawn early',
      detail: `Returned ${money(v.payout ?? '0')} (penalty ${money(v.penalty ?? '0')})`,
      at: v.closedAt ?? v.createdAt,
      status: 'completed',
    });
  }
  return events;
}
