import type { VaultView } from '@/domain/api/wallet';
import { unitsToDecimal } from '@/domain/money/qtt';
import { vaultDisplayStatus } from '@/domain/vaults/vault-rules';
import type { vault } from '../db/schema';

export function toVaultView(v: typeof vault.$inferSelect, now: Date): VaultView {
  return {
    id: v.id,
    amount: unitsToDecimal(v.amount),
    durationDays: v.durationDays,
    multiplierBps: v.multiplierBps,
    reward: unitsToDecimal(v.reward),
    status: v.status,
    displayStatus: vaultDisplayStatus(v, now),
    createdAt: v.createdAt.toISOString(),
    unlockAt: v.unlockAt.toISOString(),
    closedAt: v.closedAt?.toISOString() ?? null,
    payout: v.payout === null ? null : unitsToDecimal(v.payout),
    penalty: v.penalty === null ? null : unitsToDecimal(v.penalty),
  };
}
