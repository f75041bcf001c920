import { and, eq, sql } from 'drizzle-orm';
import type { LogWatchEventResponse } from '@/domain/api/watch';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { content, watchProgress, watchReward } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * log_watch_event (product rules R5): records the furthest progress the user reported
 * (a statistic, never evidence for pay) and answers the QTT earned so far for the item.
 */
export async function logWatchEvent(
  db: Database,
  o: { userId: string; contentId: string; progress: number; watchSeconds: number; now: Date },
): Promise<LogWatchEventResponse> {
  const [item] = await db
    .select({ id: content.id })
    .from(content)
    .where(eq(content.id, o.contentId));
  if (!item) throw AppError.notFound('Content not found.');
  await db
    .insert(watchProgress)
    .values({
      userId: o.userId,
      contentId: o.contentId,
      progress: o.progress,
      watchSeconds: o.watchSeconds,
      updatedAt: o.now,
    })
    .onConflictDoUpdate({
      target: [watchProgress.userId, watchProgress.contentId],
      set: {
        progress: sql`greatest(${watchProgress.progress}, excluded.progress)`,
        watchSeconds: sql`greatest(${watchProgress.watchSeconds}, excluded.watch_seconds)`,
        updatedAt: o.now,
      },
    });
  const [reward] = await db
    .select({ amount: watchReward.amount })
    .from(watchReward)
    .where(and(eq(watchReward.userId, o.userId), eq(watchReward.contentId, o.contentId)));
  return { qtt_earned: unitsToDecimal(reward?.amount ?? 0n) };
}
