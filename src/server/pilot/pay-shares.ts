import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { ledgerTransfer, pilotAllocationRun, pilotAllocationShare } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { payReward } from '../ledger/pay-reward';
import { payRewardsBatch } from '../ledger/pay-rewards-batch';

export const pilotRewardKey = (day: string, userId: string) => `pilot:${day}:${userId}`;

export type ShareOutcome = 'paid' | 'held' | 'unpaid' | 'gone';

/** Shares paid per transaction: set-based (each statement joins its batch once), few enough to hold locks for well under a second. */
const batchSize = 10_000;

/**
 * Pays `day`'s pending shares a batch at a time (payRewardsBatch: a few statements per
 * thousand users, not a transaction each), then completes the run when none is left. Safe
 * to run from any number of processes at once: a batch locks its shares and takes only
 * those still pending, and the key `pilot:<day>:<user>` pays each at most once even past a
 * lost update. When the pool cannot cover a batch its shares are paid one by one, and a
 * share the pool cannot cover stays pending for the next pass.
 */
export async function payShares(db: Database, day: string, now: Date): Promise<number> {
  let unpaid = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await withTransaction(db, (tx) => payBatch(tx, day, now, after));
    if (batch === null) break;
    after = batch.last;
    for (const userId of batch.oneByOne) {
      const outcome = await withTransaction(db, (tx) => payShare(tx, day, userId, now));
      if (outcome === 'unpaid') unpaid += 1;
    }
  }
  if (unpaid === 0) await completeRun(db, day, now);
  return unpaid;
}

async function payBatch(
  tx: Tx,
  day: string,
  now: Date,
  after: string | undefined,
): Promise<{ last: string; oneByOne: string[] } | null> {
  const s = pilotAllocationShare;
  const shares = await tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.day, day),
        eq(s.status, 'pending'),
        after === undefined ? undefined : gt(s.userId, after),
      ),
    )
    .orderBy(asc(s.userId))
    .limit(batchSize)
    .for('update');
  const last = shares.at(-1)?.userId;
  if (last === undefined) return null;
  const [run] = await tx
    .select({ scale: pilotAllocationRun.scale })
    .from(pilotAllocationRun)
    .where(eq(pilotAllocationRun.day, day));
  const outcomes = await payRewardsBatch(tx, {
    rewards: shares.map((share) => ({
      userId: share.userId,
      amount: share.amount,
      key: pilotRewardKey(day, share.userId),
      evidence: {
        day,
        watchSeconds: share.watchSeconds,
        gameSeconds: share.gameSeconds,
        scale: run?.scale ?? 1,
      },
    })),
    type: 'reward',
    reason: `Daily usage bonus for ${day}`,
    now,
  });
  if (outcomes === null) return { last, oneByOne: shares.map((share) => share.userId) };
  const settled = shares.map((share) => ({
    userId: share.userId,
    transferId: outcomes.get(pilotRewardKey(day, share.userId))?.toString() ?? null,
  }));
  // No transfer: the account was held, or the key withheld while it was (as payShare).
  await tx.execute(sql`update pilot_allocation_share s
    set status = case when o."transferId" is null then 'held' else 'paid' end,
      transfer_id = o."transferId", settled_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) as o("userId" uuid, "transferId" bigint)
    where s.day = ${day} and s.user_id = o."userId"`);
  return { last, oneByOne: [] };
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
