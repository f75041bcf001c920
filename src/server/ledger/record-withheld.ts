import { withheldReward } from '../db/schema';
import type { RewardInput } from './pay-reward';

/**
 * Records a reward an account on hold earned as withheld, once per key; it is never paid,
 * even after the hold is released (docs/decisions/013).
 */
export async function recordWithheld(r: RewardInput): Promise<void> {
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
}
