import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { SecurityCenterResponse, SecuritySummary } from '@/domain/api/security-center';
import { unitsToDecimal } from '@/domain/money/qtt';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { content, user, watchReward, watchSession } from '../db/schema';
import { listBridgeMovements } from '../bridge/list-bridge-movements';
import { handleLifetimeMs } from '../watch/heartbeat-rules';
import { listGameSessions, listWithheldGames } from './list-game-sessions';

/** Recent watch and game sessions and rewards, with the evidence each was judged on. */
export async function securityCenter(
  db: Database,
  o: { now: Date; summary: boolean; rejectedHeartbeats: number },
): Promise<SecurityCenterResponse> {
  const limit = o.summary ? 10 : 100;
  const staleBefore = o.now.getTime() - handleLifetimeMs;
  const sessions = await db
    .select({
      s: watchSession,
      userName: user.name,
      contentTitle: content.title,
    })
    .from(watchSession)
    .leftJoin(user, eq(user.id, watchSession.userId))
    .leftJoin(content, eq(content.id, watchSession.contentId))
    .orderBy(desc(watchSession.startedAt))
    .limit(limit);
  const rewards = await db
    .select({ r: watchReward, userName: user.name, contentTitle: content.title })
    .from(watchReward)
    .leftJoin(user, eq(user.id, watchReward.userId))
    .leftJoin(content, eq(content.id, watchReward.contentId))
    .orderBy(desc(watchReward.createdAt))
    .limit(limit);
  return {
    ...(o.summary ? { summary: await summarise(db, o.now, o.rejectedHeartbeats) } : {}),
    sessions: sessions.map(({ s, userName, contentTitle }) => ({
      _id: s.id,
      userId: s.userId,
      userName,
      contentId: s.contentId,
      contentTitle,
      seconds: Math.floor(s.verifiedMs / 1000),
      heartbeats: s.heartbeats,
      status: s.status === 'active' && s.lastSeenAt.getTime() < staleBefore ? 'expired' : s.status,
      ip: s.ip,
      ua: s.userAgent,
      startedAt: s.startedAt.toISOString(),
    })),
    rewards: rewards.map(({ r, userName, contentTitle }) => ({
      userId: r.userId,
      userName,
      contentId: r.contentId,
      contentTitle,
      reward: unitsToDecimal(r.amount),
      seconds: r.verifiedSeconds,
      heartbeats: r.heartbeats,
      createdAt: r.createdAt.toISOString(),
    })),
    gameSessions: await listGameSessions(db, limit),
    withheldGames: await listWithheldGames(db, limit),
    bridge: await listBridgeMovements(db, limit),
  };
}

async function summarise(db: Database, now: Date, rejected: number): Promise<SecuritySummary> {
  const today = startOfUtcDay(now);
  const stale = new Date(now.getTime() - handleLifetimeMs);
  // Two counts, each on its own index (the active partial index, started_at): one filter
  // on last_seen_at, which has no index, would read every session ever seen.
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(watchSession)
    .where(and(eq(watchSession.status, 'active'), gte(watchSession.lastSeenAt, stale)));
  const [started] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(watchSession)
    .where(gte(watchSession.startedAt, today));
  const [rewards] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${watchReward.amount}), 0)::text`,
    })
    .from(watchReward)
    .where(and(gte(watchReward.createdAt, today)));
  return {
    activeSessions: active?.count ?? 0,
    sessionsToday: started?.count ?? 0,
    rewardsToday: rewards?.count ?? 0,
    rewardedToday: unitsToDecimal(BigInt(rewards?.total ?? '0')),
    rejectedHeartbeats: rejected,
  };
}
