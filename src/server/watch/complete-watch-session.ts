import { and, eq, gte, sql } from 'drizzle-orm';
import type { PowtCompleteResponse } from '@/domain/api/watch';
import { unitsToDecimal } from '@/domain/money/qtt';
import { rewardThreshold } from '@/domain/watch/watch-rules';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { content, ledgerTransfer, userStats, watchReward, watchSession } from '../db/schema';
import { ensureWallet, systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { InsufficientFundsError, postTransfer } from '../ledger/post-transfer';
import { applyFinalInterval, handleLifetimeMs, type Attention } from './heartbeat-rules';
import type { WatchDeps } from './watch-deps';
import type { WatchState } from './watch-token';

type Reason = NonNullable<PowtCompleteResponse['reason']>;

/**
 * Ends a session and pays a reward-eligible item's reward once per (user, content) when
 * verified time reaches 90% of its duration, within the user's daily cap and the pool.
 * One transaction, serialised per user; the session row changes from active to completed
 * exactly once, so parallel completes pay at most once.
 */
export async function completeWatchSession(
  deps: WatchDeps,
  state: WatchState,
  attention: Attention,
): Promise<PowtCompleteResponse> {
  const now = deps.clock.now();
  const final = applyFinalInterval(state, now.getTime(), attention);
  const verifiedSeconds = Math.floor(final.v / 1000);
  deps.guard.close(state.s, now.getTime() + handleLifetimeMs);
  const result = (credited: bigint, reason: Reason): PowtCompleteResponse => ({
    credited: unitsToDecimal(credited),
    verifiedSeconds,
    reason,
  });

  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
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
    return result(outcome.amount, outcome.reason);
  });
}

async function decideAndPay(
  deps: WatchDeps,
  db: Database,
  final: WatchState,
  verifiedSeconds: number,
  now: Date,
): Promise<{ amount: bigint; reason: Reason }> {
  const none = (reason: Reason) => ({ amount: 0n, reason });
  const [item] = await db.select().from(content).where(eq(content.id, final.c));
  if (!item?.rewardEligible || !item.durationSeconds || item.qttReward <= 0n)
    return none('not_eligible');
  if (final.v < item.durationSeconds * 1000 * rewardThreshold) return none('not_enough_watched');
  const [earlier] = await db
    .select({ amount: watchReward.amount })
    .from(watchReward)
    .where(and(eq(watchReward.userId, final.u), eq(watchReward.contentId, final.c)));
  if (earlier) return none('already_rewarded');
  const paidToday = await watchPaidSince(db, final.u, startOfUtcDay(now));
  if (paidToday + item.qttReward > deps.dailyCapUnits) return none('daily_cap');

  const transfer = await payFromPool(db, final, item.qttReward, verifiedSeconds, final.h);
  if (!transfer) return none('pool_empty');
  await db.insert(watchReward).values({
    userId: final.u,
    contentId: final.c,
    sessionId: final.s,
    amount: item.qttReward,
    verifiedSeconds,
    heartbeats: final.h,
    transferId: transfer,
    createdAt: now,
  });
  await db
    .update(watchSession)
    .set({ credited: item.qttReward })
    .where(eq(watchSession.id, final.s));
  deps.logger.info(
    { sessionId: final.s, userId: final.u, contentId: final.c, verifiedSeconds },
    'watch reward paid',
  );
  return { amount: item.qttReward, reason: 'paid' };
}

/** The transfer id, or null when the reward pool cannot cover it (nothing is paid then). */
async function payFromPool(
  db: Database,
  state: WatchState,
  amount: bigint,
  verifiedSeconds: number,
  heartbeats: number,
): Promise<bigint | null> {
  const wallet = await ensureWallet(db, state.u);
  try {
    // A savepoint, so an empty pool leaves the completed session in place.
    return await db.transaction(async (sp) => {
      const posted = await postTransfer(sp as unknown as Database, {
        debit: systemAccounts.rewardPool,
        credit: wallet,
        amount,
        type: 'watch',
        reason: 'Watch time reward',
        idempotencyKey: `watch:${state.u}:${state.c}`,
        metadata: {
          kind: 'watch',
          contentId: state.c,
          sessionId: state.s,
          verifiedSeconds,
          heartbeats,
        },
        sourceId: state.c,
      });
      return posted.replayed ? null : posted.id;
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) return null;
    throw err;
  }
}

async function watchPaidSince(db: Database, userId: string, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfer.amount}), 0)::text` })
    .from(ledgerTransfer)
    .where(
      and(
        eq(ledgerTransfer.creditAccountId, walletAccountId(userId)),
        eq(ledgerTransfer.type, 'watch'),
        gte(ledgerTransfer.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? '0');
}

async function addWatchStats(db: Database, userId: string, seconds: number, earned: bigint) {
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
