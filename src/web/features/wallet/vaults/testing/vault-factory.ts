import type { VaultView } from '@/domain/api/wallet';

export const testNow = new Date('2025-06-01T12:00:00.000Z');
const day = 86_400_000;

/** A vault created `ageDays` before testNow; locked unless the overrides say otherwise. */
export function makeVault(overrides: Partial<VaultView> & { ageDays?: number } = {}): VaultView {
  const { ageDays = 1, ...rest } = overrides;
  const durationDays = rest.durationDays ?? 30;
  const created = new Date(testNow.getTime() - ageDays * day);
  return {
    id: 'v_abc12345',
    amount: '100',
    durationDays,
    multiplierBps: 12_000,
    reward: '20',
    status: 'active',
    displayStatus: 'locked',
    createdAt: created.toISOString(),
    unlockAt: new Date(created.getTime() + durationDays * day).toISOString(),
    closedAt: null,
    payout: null,
    penalty: null,
    ...rest,
  };
}
