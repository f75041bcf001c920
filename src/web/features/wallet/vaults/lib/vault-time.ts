import type { VaultView } from '@/domain/api/wallet';

export const dayMs = 86_400_000;

/** Where a vault stands at `now`, by the same rule the server uses (status, then unlock time). */
export type VaultPhase = 'locked' | 'ready' | 'claimed' | 'withdrawn';

export function vaultPhase(v: Pick<VaultView, 'status' | 'unlockAt'>, now: Date): VaultPhase {
  if (v.status === 'claimed') return 'claimed';
  if (v.status === 'withdrawn') return 'withdrawn';
  return now.getTime() >= Date.parse(v.unlockAt) ? 'ready' : 'locked';
}

/** Whole days left until unlock, rounded up: a vault with an hour to go has 1 day left. */
export function daysRemaining(v: Pick<VaultView, 'unlockAt'>, now: Date): number {
  const left = Date.parse(v.unlockAt) - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / dayMs);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Percent (0–100, whole) of the lock time elapsed. A closed vault stops at the moment it
 * was closed, so a vault withdrawn halfway stays at 50 %; a claimed vault whose closing
 * time is unknown was claimed after unlock, so it is full.
 */
export function lockProgress(
  v: Pick<VaultView, 'createdAt' | 'unlockAt' | 'closedAt'> & Partial<Pick<VaultView, 'status'>>,
  now: Date,
): number {
  const start = Date.parse(v.createdAt);
  const end = Date.parse(v.unlockAt);
  if (v.status === 'claimed' && !v.closedAt) return 100;
  const at = v.closedAt ? Math.min(Date.parse(v.closedAt), now.getTime()) : now.getTime();
  if (end <= start) return 100;
  const percent = Math.floor(((at - start) / (end - start)) * 100);
  return Math.min(100, Math.max(0, percent));
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Dates display in en-US format (product rules R11). */
export const formatDate = (iso: string | Date) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string | Date) => dateTimeFormat.format(new Date(iso));
