import { desc, eq } from 'drizzle-orm';
import type { WatchEarned } from '@/domain/api/watch-rewards';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { watchReward } from '../db/schema';

/** Most items one answer lists: far more than the catalogue a person browses. */
const listLimit = 2_000;

/**
 * The items the user was paid for (one reward per user and item, product rules R5), newest
 * first, so cards and the watch page can say "Earned" before anyone presses play.
 */
export async function watchEarned(db: Database, userId: string): Promise<WatchEarned> {
  const rows = await db
    .select({ contentId: watchReward.contentId, amount: watchReward.amount })
    .from(watchReward)
    .where(eq(watchReward.userId, userId))
    .orderBy(desc(watchReward.createdAt))
    .limit(listLimit);
  return { items: rows.map((r) => ({ contentId: r.contentId, reward: unitsToDecimal(r.amount) })) };
}
