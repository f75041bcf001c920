import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/open-database';
import { watchReward, watchSession } from '@/server/db/schema';
import { withTransaction } from '@/server/db/transaction';
import { payReward } from '@/server/ledger/pay-reward';
import { insertContent } from './factories';

/**
 * A completed watch session paid through the real reward payer (so the ledger reconciles),
 * with its evidence row: for tests that need a history of rewards at chosen times and
 * addresses without driving heartbeats.
 */
export async function insertPaidWatch(
  db: Database,
  o: {
    userId: string;
    at: Date;
    ip?: string | null;
    amount?: bigint;
    elapsedMs?: number;
    verifiedMs?: number;
  },
) {
  const amount = o.amount ?? 200_000_000n;
  const elapsedMs = o.elapsedMs ?? 30_000;
  const verifiedMs = o.verifiedMs ?? elapsedMs;
  const contentId = await insertContent(db, { qttReward: amount });
  const sessionId = randomBytes(16).toString('hex');
  await withTransaction(db, async (tx) => {
    await tx.insert(watchSession).values({
      id: sessionId,
      userId: o.userId,
      contentId,
      status: 'completed',
      startedAt: new Date(o.at.getTime() - elapsedMs),
      lastSeenAt: o.at,
      completedAt: o.at,
      verifiedMs,
      heartbeats: Math.floor(verifiedMs / 10_000),
      credited: amount,
      ip: o.ip ?? null,
    });
    const paid = await payReward({
      tx,
      userId: o.userId,
      amount,
      type: 'watch',
      reason: 'Watch time reward',
      key: `watch:${o.userId}:${contentId}`,
      evidence: { contentId, sessionId },
    });
    if (!paid.paid) throw new Error(`not paid: ${paid.reason}`);
    await tx.insert(watchReward).values({
      userId: o.userId,
      contentId,
      sessionId,
      amount,
      verifiedSeconds: Math.floor(verifiedMs / 1000),
      heartbeats: Math.floor(verifiedMs / 10_000),
      transferId: paid.transferId,
      createdAt: o.at,
    });
  });
  return { contentId, sessionId };
}
