import { z } from 'zod';
import { vaultDefaultDurationDays, vaultDurationRangeDays, vaultMinimumQtt } from '../constants';
import { vaultMinimumUnits } from '../vaults/vault-rules';
import { decimalQtt, isoTimestamp, qttAmount, vaultId } from './fields';

/** POST /api/vaults (Idempotency-Key header optional). Amount is a decimal string, 2 decimals. */
export const createVaultSchema = z.object({
  amount: qttAmount({ maxDecimals: 2, positive: false }).refine(
    (v) => v >= vaultMinimumUnits,
    `Minimum amount is ${vaultMinimumQtt} QTT`,
  ),
  durationDays: z
    .number({ message: 'Choose a duration in days.' })
    .int('Durations are whole days.')
    .min(vaultDurationRangeDays.min, `Lock for at least ${vaultDurationRangeDays.min} days.`)
    .max(vaultDurationRangeDays.max, `Lock for at most ${vaultDurationRangeDays.max} days.`)
    .default(vaultDefaultDurationDays),
});
export type CreateVaultInput = z.infer<typeof createVaultSchema>;
/** What the web sends: the amount as text. */
export type CreateVaultRequest = z.input<typeof createVaultSchema>;

/** POST /api/vaults/:id/claim and /withdraw */
export const vaultParamsSchema = z.object({ id: vaultId });

export const vaultViewSchema = z.object({
  id: z.string(),
  amount: decimalQtt,
  durationDays: z.number(),
  multiplierBps: z.number(),
  reward: decimalQtt,
  status: z.enum(['active', 'claimed', 'withdrawn']),
  displayStatus: z.enum(['locked', 'ready', 'claimed', 'withdrawn']),
  createdAt: isoTimestamp,
  unlockAt: isoTimestamp,
  closedAt: isoTimestamp.nullable(),
  payout: decimalQtt.nullable(),
  penalty: decimalQtt.nullable(),
});
export type VaultView = z.infer<typeof vaultViewSchema>;

/** GET /api/vaults */
export const vaultListSchema = z.object({
  vaults: z.array(vaultViewSchema),
  /** The server's clock, so the page computes progress and "ready" the way the server will. */
  now: isoTimestamp,
  stats: z.object({
    totalLocked: decimalQtt,
    activeCount: z.number(),
    rewardsEarned: decimalQtt,
    nextUnlockAt: isoTimestamp.nullable(),
    elite: z.boolean(),
  }),
  /**
   * The reservation cap now (docs/decisions/035-reservation-cap.md): the reward the member's
   * vaults may still reserve, and the share it comes from. The form turns `headroom` into the
   * most it can lock for the chosen duration (`maxVaultAmount`); the server decides again at
   * creation.
   */
  reserveLimit: z.object({
    shareBps: z.number().int(),
    headroom: decimalQtt,
    /** The member's wallet balance: no vault can lock more, whatever the cap. */
    balance: decimalQtt,
  }),
});
export type VaultList = z.infer<typeof vaultListSchema>;
