import { and, eq, sql } from 'drizzle-orm';
import type { PowtCompleteResponse } from '@/domain/api/watch';
import { unitsToDecimal } from '@/domain/money/qtt';
import { watchOutcomeMessage } from '@/domain/watch/watch-outcome';
import { rewardThreshold } from '@/domain/watch/watch-rules';
import { hasUnconfirmedEmail } from '../auth/unconfirmed-email';
import { content, userStats, watchReward, watchSession } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { payReward } from '../ledger/pay-reward';
import { applyFinalInterval, handleLifetimeMs, type Attention } from './heartbeat-rules';
import type { WatchDeps } from './watch-deps';
import type { WatchState } from './watch-token';

type Reason = NonNullable<PowtCompleteResponse['reason']>;
type Item = typeof content.$inferSelect;

/**
 * Ends a session and pays a reward-eligible item's reward once per (user, content) when
 * verified time reaches 90% of its duration, within the user's daily cap and the pool.
 * One transaction, serialised per user; the session row changes from active to completed
 * exactly once, so parallel completes pay at most once.
 */
export async function completeWatchSession(
  deps: Omit<WatchDeps, 'startLimiter'>,
  state: WatchState,
  attention: Attention,
): Promise<PowtCompleteResponse> {
  const now = deps.clock.now();
  const final = applyFinalInterval(state, now.getTime(), attention);
  const verifiedSeconds = Math.floor(final.v / 1000);
  deps.guard.close(state.s, now.getTime() + handleLifetimeMs);
  await deps.sequences?.close(state.s, now.getTime() + handleLifetimeMs);
  const result = (credited: bigint, reason: Reason, item?: Item): PowtCompleteResponse => {
    // Every watch of a rewarded video that paid nothing says why (product rules R5).
    const message = item
      ? watchOutcomeMessage(reason, {
          reward: item.qttReward,
          durationSeconds: item.durationSeconds ?? 0,
          verifiedSeconds,
          dailyCap: deps.dailyCapUnits,
        })
      : null;
    return {
      credited: unitsToDecimal(credited),
      verifiedSeconds,
      reason,
      ...(message ? { message } : {}),
    };
  };

  return withTransaction(deps.db, async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`watch:${state.u}`}))`);
    const [closed] = await db
      .update(watchSession)
      .set({
        status: 'completed',
        completedAt: now,
        lastSeenAt: now,
        verifiedMs: final.v,
        heartbeats: final.h,
      })
      .where(
        and(
          eq(watchSession.id, state.s),
          eq(watchSession.userId, state.u),
          eq(watchSession.status, 'active'),
        ),
      )
      .returning({ id: watchSession.id });
    if (!closed) return result(0n, 'session_closed');
    const outcome = await decideAndPay(deps, db, final, verifiedSeconds, now);
    // Statistics last, after the ledger's locks, in the same order as the vault paths.
    await addWatchStats(db, state.u, verifiedSeconds, outcome.amount);
    return result(outcome.amount, outcome.reason, outcome.item);
  });
}

async function decideAndPay(
  deps: Omit<WatchDeps, 'startLimiter'>,
  tx: Tx,
  final: WatchState,
  verifiedSeconds: number,
  now: Date,
): Promise<{ amount: bigint; reason: Reason; item?: Item }> {
  const [item] = await tx.select().from(content).where(eq(content.id, final.c));
  if (!item?.rewardEligible || !item.durationSeconds || item.qttReward <= 0n)
    return { amount: 0n, reason: 'not_eligible' };
  const none = (reason: Reason) => ({ amount: 0n, reason, item });
  if (final.v < item.durationSeconds * 1000 * rewardThreshold) return none('not_enough_watched');
  const [earlier] = await tx
    .select({ amount: watchReward.amount })
    .from(watchReward)
    .where(and(eq(watchReward.userId, final.u), eq(watchReward.contentId, final.c)));
  if (earlier) return none('already_rewarded');
  if (deps.requireConfirmedEmail && (await hasUnconfirmedEmail(tx, final.u)))
    return none('email_unconfirmed');

  const paid = await payReward({
    tx,
    userId: final.u,
    amount: item.qttReward,
    type: 'watch',
    reason: 'Watch time reward',
    key: `watch:${final.u}:${final.c}`,
    evidence: { contentId: final.c, sessionId: final.s, verifiedSeconds, heartbeats: final.h },
    sourceId: final.c,
    dailyCap: { limit: deps.dailyCapUnits, now },
    now,
  });
  if (!paid.paid) return none(paid.reason === 'already_paid' ? 'already_rewarded' : paid.reason);
  await tx.insert(watchReward).values({
    userId: final.u,
    contentId: final.c,
    sessionId: final.s,
    amount: item.qttReward,
    verifiedSeconds,
    heartbeats: final.h,
    transferId: paid.transferId,
    createdAt: now,
  });
  await tx
    .update(watchSession)
    .set({ credited: item.qttReward })
    .where(eq(watchSession.id, final.s));
  deps.logger.info(
    { sessionId: final.s, userId: final.u, contentId: final.c, verifiedSeconds },
    'watch reward paid',
  );
  return { amount: item.qttReward, reason: 'paid', item };
}

async function addWatchStats(db: Tx, userId: string, seconds: number, earned: bigint) {
  await db
    .insert(userStats)
    .values({ userId, totalWatchSeconds: BigInt(seconds), totalQttEarned: earned })
    .onConflictDoUpdate({
      target: userStats.userId,
      set: {
        totalWatchSeconds: sql`${userStats.totalWatchSeconds} + ${BigInt(seconds)}`,
        totalQttEarned: sql`${userStats.totalQttEarned} + ${earned}`,
        updatedAt: sql`now()`,
      },
    });
}
