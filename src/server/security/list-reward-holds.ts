import { desc, eq, sql } from 'drizzle-orm';
import type { RewardHoldsResponse } from '@/domain/api/reward-holds';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { rewardHold, user, withheldReward } from '../db/schema';

/** Every hold with what it has withheld so far, and the latest withheld rewards. */
export async function listRewardHolds(db: Database): Promise<RewardHoldsResponse> {
  const totals = db
    .select({
      userId: withheldReward.userId,
      count: sql<number>`count(*)::int`.as('count'),
      total: sql<string>`sum(${withheldReward.amount})::text`.as('total'),
    })
    .from(withheldReward)
    .groupBy(withheldReward.userId)
    .as('totals');
  const holds = await db
    .select({ h: rewardHold, userName: user.name, count: totals.count, total: totals.total })
    .from(rewardHold)
    .leftJoin(user, eq(user.id, rewardHold.userId))
    .leftJoin(totals, eq(totals.userId, rewardHold.userId))
    .orderBy(desc(rewardHold.heldAt))
    .limit(500);
  const withheld = await db
    .select({ w: withheldReward, userName: user.name })
    .from(withheldReward)
    .leftJoin(user, eq(user.id, withheldReward.userId))
    .orderBy(desc(withheldReward.createdAt), desc(withheldReward.id))
    .limit(50);
  return {
    holds: holds.map(({ h, userName, count, total }) => ({
      userId: h.userId,
      userName,
      reason: h.reason,
      heldBy: h.heldBy,
      heldAt: h.heldAt.toISOString(),
      withheldCount: count ?? 0,
      withheldTotal: unitsToDecimal(BigInt(total ?? '0')),
    })),
    withheld: withheld.map(({ w, userName }) => ({
      userId: w.userId,
      userName,
      type: w.type,
      amount: unitsToDecimal(w.amount),
      createdAt: w.createdAt.toISOString(),
    })),
  };
}
