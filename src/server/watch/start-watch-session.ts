import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WatchHandle } from '@/domain/api/watch';
import { content, watchSession } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import { admitFromAddress } from './admit-from-address';
import { handleLifetimeMs } from './heartbeat-rules';
import type { WatchDeps } from './watch-deps';
import type { WatchState } from './watch-token';

/** Signs the state into the handle the client must send next, and remembers it. */
export function toHandle(deps: WatchDeps, state: WatchState): WatchHandle {
  const nonce = deps.signer.sign(state);
  deps.guard.issued(state, nonce);
  return { sessionId: state.s, nonce, ts: state.t };
}

/**
 * Opens a watch session on first play. One accruing session per user: starting one ends
 * the user's other active sessions, which can then never complete with a reward.
 */
export async function startWatchSession(
  deps: WatchDeps,
  o: { userId: string; contentId: string; binding: string; ip: string | null; ua: string | null },
): Promise<WatchHandle> {
  const now = deps.clock.now();
  const id = randomBytes(16).toString('hex');
  const durationSeconds = await withTransaction(deps.db, async (db) => {
    // The lock completion takes too: a user's starts and completes happen one at a time.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`watch:${o.userId}`}))`);
    const [item] = await db
      .select({
        durationSeconds: content.durationSeconds,
        rewardEligible: content.rewardEligible,
        qttReward: content.qttReward,
      })
      .from(content)
      .where(eq(content.id, o.contentId));
    if (!item) throw AppError.notFound('Content not found.');
    if (item.rewardEligible && item.qttReward > 0n && o.ip !== null) {
      await admitFromAddress(deps, o.userId, o.ip, now, db);
    }
    await db
      .update(watchSession)
      .set({ status: 'superseded', lastSeenAt: now })
      .where(and(eq(watchSession.userId, o.userId), eq(watchSession.status, 'active')));
    await db.insert(watchSession).values({
      id,
      userId: o.userId,
      contentId: o.contentId,
      startedAt: now,
      lastSeenAt: now,
      ip: o.ip,
      userAgent: o.ua?.slice(0, 400) ?? null,
    });
    return item.durationSeconds;
  });
  const ms = now.getTime();
  return toHandle(deps, {
    s: id,
    u: o.userId,
    c: o.contentId,
    k: o.binding,
    st: ms,
    lt: ms,
    v: 0,
    h: 0,
    q: 0,
    d: (durationSeconds ?? 0) * 1000,
    t: ms,
    e: ms + handleLifetimeMs,
  });
}
