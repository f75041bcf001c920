import { vaultDurationRangeDays, vaultMinimumQtt } from '@/domain/constants';
import type { Units } from '@/domain/money/qtt';
import { createVaultSchema } from '@/domain/api/vaults';
import { multiplierBpsFor, vaultReward } from '@/domain/vaults/vault-rules';
import { dayMs } from './vault-time';

export type DraftCheck =
  | { ok: true; amount: Units; durationDays: number }
  | { ok: false; amountError: string | null; durationError: string | null };

/**
 * Checks the form with the server's own schema. An empty amount is not an error yet (the
 * button is simply disabled); anything else says why, e.g. 'Minimum amount is 10 QTT'.
 */
export function checkVaultDraft(amountText: string, durationDays: number): DraftCheck {
  const text = amountText.trim();
  const parsed = createVaultSchema.safeParse({ amount: text, durationDays });
  if (parsed.success) {
    return { ok: true, amount: parsed.data.amount, durationDays: parsed.data.durationDays };
  }
  const first = (field: string) =>
    parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
  return {
    ok: false,
    amountError: text === '' ? null : first('amount'),
    durationError: first('durationDays'),
  };
}

export interface VaultPreview {
  multiplierBps: number;
  reward: Units;
  total: Units;
  unlockAt: Date;
}

/**
 * What the vault would pay, by the domain rules; none under the minimum (product rules R11).
 * `multiplierOf` is the off-chain table unless an on-chain lock names the contract's (or the
 * mock's); the reward formula, amount × (bps − 10000) / 10000, is the same in every mode.
 */
export function previewVault(
  check: DraftCheck,
  now: Date,
  multiplierOf: (durationDays: number) => number = multiplierBpsFor,
): VaultPreview | null {
  if (!check.ok) return null;
  const multiplierBps = multiplierOf(check.durationDays);
  const reward = vaultReward(check.amount, multiplierBps);
  return {
    multiplierBps,
    reward,
    total: check.amount + reward,
    unlockAt: new Date(now.getTime() + check.durationDays * dayMs),
  };
}

/**
 * Why there is no preview yet, naming the field that blocks it: the amount when it is
 * missing or wrong, else the duration (a valid amount must not be told to reach 10 QTT).
 */
export function previewHint(check: DraftCheck, amountText: string): string | null {
  if (check.ok) return null;
  if (amountText.trim() === '' || check.amountError) {
    return `Enter at least ${vaultMinimumQtt} QTT to preview your multiplier and reward.`;
  }
  const { min, max } = vaultDurationRangeDays;
  return `Choose a duration of ${min} to ${max} days to preview your multiplier and reward.`;
}
