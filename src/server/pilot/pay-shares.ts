import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { ledgerTransfer, pilotAllocationRun, pilotAllocationShare } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { payReward } from '../ledger/pay-reward';

export const pilotRewardKey = (day: string, userId: string) => `pilot:${day}:${userId}`;

export type ShareOutcome = 'paid' | 'held' | 'unpaid' | 'gone';

/**
 * Pays `day`'s pending shares, each in its own transaction, then completes the run when
 * none is left. Safe to run from any number of processes at once: each share is locked
 * and re-read before paying, and payReward's key `pilot:<day>:<user>` pays it at most once
 * even past a lost update. A share the pool cannot cover stays pending for the next pass.
 */
export async function payShares(db: Database, day: string, now: Date): Promise<number> {
  const pending = await db
    .select({ userId: pilotAllocationShare.userId })
    .from(pilotAllocationShare)
    .where(and(eq(pilotAllocationShare.day, day), eq(pilotAllocationShare.status, 'pending')))
    .orderBy(asc(pilotAllocationShare.userId));
  let unpaid = 0;
  for (const { userId } of pending) {
    const outcome = await withTransaction(db, (tx) => payShare(tx, day, userId, now));
    if (outcome === 'unpaid') unpaid += 1;
  }
  if (unpaid === 0) await completeRun(db, day, now);
  return unpaid;
}

export async function payShare(
  tx: Tx,
  day: string,
  userId: string,
  now: Date,
): Promise<ShareOutcome> {
  const [share] = await tx
    .select()
    .from(pilotAllocationShare)
    .where(and(eq(pilotAllocationShare.day, day), eq(pilotAllocationShare.userId, userId)))
    .for('update');
  if (!share || share.status !== 'pending') return 'gone';
  const [run] = await tx
    .select({ scale: pilotAllocationRun.scale })
    .from(pilotAllocationRun)
    .where(eq(pilotAllocationRun.day, day));
  const key = pilotRewardKey(day, userId);
  const result = await payReward({
    tx,
    userId,
    amount: share.amount,
    type: 'reward',
    reason: `Daily usage bonus for ${day}`,
    key,
    evidence: {
      day,
      watchSeconds: share.watchSeconds,
      gameSeconds: share.gameSeconds,
      scale: run?.scale ?? 1,
    },
    now,
  });
  if (!result.paid && result.reason === 'pool_empty') return 'unpaid';
  let transferId: bigint | null = null;
  if (result.paid) transferId = result.transferId;
  else if (result.reason === 'already_paid') transferId = await transferFor(tx, key);
  // already_paid without a transfer: the key was withheld while the account was on hold.
  const status = transferId === null ? 'held' : 'paid';
  await tx
    .update(pilotAllocationShare)
    .set({ status, transferId, settledAt: now })
    .where(and(eq(pilotAllocationShare.day, day), eq(pilotAllocationShare.userId, userId)));
  return status;
}

async function transferFor(tx: Tx, key: string): Promise<bigint | null> {
  const [row] = await tx
    .select({ id: ledgerTransfer.id })
    .from(ledgerTransfer)
    .where(eq(ledgerTransfer.idempotencyKey, key));
  return row?.id ?? null;
}

async function completeRun(db: Database, day: string, now: Date) {
  await db
    .update(pilotAllocationRun)
    .set({ state: 'completed', completedAt: now })
    .where(
      and(
        eq(pilotAllocationRun.day, day),
        eq(pilotAllocationRun.state, 'allocating'),
        // Checked again here: a run completes only with no share left to pay.
        sql`not exists (select 1 from ${pilotAllocationShare} s
          where s.day = ${day} and s.status = 'pending')`,
      ),
    );
}
