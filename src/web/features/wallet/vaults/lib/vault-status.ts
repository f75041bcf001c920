import type { VaultView } from '@/domain/api/wallet';
import { daysRemaining, plural, vaultPhase } from './vault-time';

/** The status line of a row (product rules R11): Locked (N days remaining), Ready to Claim, Completed. */
export function vaultStatusText(v: Pick<VaultView, 'status' | 'unlockAt'>, now: Date): string {
  switch (vaultPhase(v, now)) {
    case 'locked':
      return `Locked (${plural(daysRemaining(v, now), 'day')} remaining)`;
    case 'ready':
      return 'Ready to Claim';
    case 'claimed':
      return 'Completed';
    case 'withdrawn':
      return 'Withdrawn early';
  }
}

/** Claim only once unlocked; Withdraw Early only while locked (product rules R11). */
export function vaultActions(v: Pick<VaultView, 'status' | 'unlockAt'>, now: Date) {
  const phase = vaultPhase(v, now);
  return { canClaim: phase === 'ready', canWithdraw: phase === 'locked' };
}

/** "1.2", "2.0": basis points as a multiplier, in integers so nothing rounds oddly. */
export function formatMultiplier(bps: number): string {
  const whole = Math.trunc(bps / 10_000);
  const fraction = String(bps % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}.${fraction || '0'}`;
}
