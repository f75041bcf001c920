import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rewardHold, user } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * Puts an account's future rewards on hold (docs/decisions/013). Holding a held account
 * again replaces the reason and keeps who held it first and when.
 */
export async function holdRewards(
  db: Database,
  o: { userId: string; reason: string; heldBy: string; now: Date },
): Promise<{ userId: string; reason: string; heldBy: string; heldAt: Date }> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.id, o.userId));
  if (!account) throw AppError.notFound('No such account.');
  const [row] = await db
    .insert(rewardHold)
    .values({ userId: o.userId, reason: o.reason, heldBy: o.heldBy, heldAt: o.now })
    .onConflictDoUpdate({ target: rewardHold.userId, set: { reason: o.reason } })
    .returning();
  if (!row) throw new Error('reward hold not written');
  return row;
}

/** Lifts a hold: rewards earned from now on are paid; withheld ones stay unpaid. */
export async function releaseRewards(db: Database, userId: string): Promise<void> {
  const [row] = await db
    .delete(rewardHold)
    .where(eq(rewardHold.userId, userId))
    .returning({ userId: rewardHold.userId });
  if (!row) throw AppError.notFound('This account’s rewards are not on hold.');
}
