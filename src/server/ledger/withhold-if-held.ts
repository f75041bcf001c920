import { eq } from 'drizzle-orm';
import { rewardHold, withheldReward } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { RewardInput } from './pay-reward';

/**
 * When an admin has put the account on hold, records the reward as withheld (once per key)
 * and returns true; the caller then pays nothing (docs/decisions/013).
 */
export async function withholdIfHeld(r: RewardInput): Promise<boolean> {
  const [hold] = await r.tx
    .select({ userId: rewardHold.userId })
    .from(rewardHold)
    .where(eq(rewardHold.userId, r.userId));
  if (!hold) return false;
  await r.tx
    .insert(withheldReward)
    .values({
      key: r.key,
      userId: r.userId,
      type: r.type,
      amount: r.amount,
      evidence: { reason: r.reason, ...r.evidence },
      createdAt: r.now ?? r.dailyCap?.now ?? new Date(),
    })
    .onConflictDoNothing({ target: withheldReward.key });
  return true;
}

/** A reward withheld under this key stays unpaid, even after the hold is released. */
export async function wasWithheld(tx: Tx, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: withheldReward.id })
    .from(withheldReward)
    .where(eq(withheldReward.key, key));
  return row !== undefined;
}
