import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rewardHold, user } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * Puts any account's future rewards on hold, flagged or not (docs/decisions/013, 026).
 * A held account is refused (409) rather than re-held: another admin's written reason is
 * never replaced unseen. An admin cannot hold their own rewards: a hold is a second pair of
 * eyes on someone else's earnings.
 */
export async function holdRewards(
  db: Database,
  o: { userId: string; reason: string; heldBy: string; now: Date },
): Promise<{ userId: string; reason: string; heldBy: string; heldAt: Date }> {
  if (o.userId === o.heldBy) throw AppError.conflict('You cannot hold your own rewards.');
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.id, o.userId));
  if (!account) throw AppError.notFound('No such account.');
  const [row] = await db
    .insert(rewardHold)
    .values({ userId: o.userId, reason: o.reason, heldBy: o.heldBy, heldAt: o.now })
    .onConflictDoNothing({ target: rewardHold.userId })
    .returning();
  if (!row) throw AppError.conflict('This account’s rewards are already on hold.');
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
