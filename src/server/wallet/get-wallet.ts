import { eq, sql } from 'drizzle-orm';
import type { WalletSummary } from '@/domain/api/wallet';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { currentStreak, nextUtcMidnight, streakLookbackDays } from '@/domain/wallet/streak';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { ledgerAccount, userStats } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';
import { verifiedUsage } from '../pilot/verified-usage';
import { usageBonusSql } from './list-transactions';

/** The daily caps the rewards are paid under (WATCH_DAILY_CAP_QTT, GAME_DAILY_CAP_QTT). */
export interface DailyCaps {
  watch: Units;
  game: Units;
}

/**
 * The balance and every QTT figure are the ledger's; time watched, games played and the
 * streak come from the verified sessions (product rules R2): `user_stats` keeps only the
 * vault counts here.
 */
export async function getWallet(
  db: Database,
  userId: string,
  now: Date,
  caps: DailyCaps,
): Promise<WalletSummary> {
  const wallet = walletAccountId(userId);
  const [account] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.id, wallet));
  const [stats] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  const dayStart = startOfUtcDay(now);
  // Earned = watch, game and quiz credits, the daily usage bonus, and the reward part of
  // vault claims: all time and today, from the ledger (statistics never count money).
  const earnedPart = sql`case
      when type in ('watch', 'game', 'quiz') then amount
      when ${usageBonusSql} then amount
      when type = 'reward' and metadata->>'kind' = 'vault' then (metadata->>'reward')::bigint
      else 0 end`;
  // The caps count what payReward counts: today's credits of that type (src/server/ledger).
  const [earned] = await queryRows<{ total: string; today: string; watch: string; game: string }>(
    db,
    sql`select coalesce(sum(${earnedPart}), 0)::text as total,
          coalesce(sum(${earnedPart}) filter (where created_at >= ${dayStart.toISOString()}), 0)::text as today,
          coalesce(sum(amount) filter (where type = 'watch' and created_at >= ${dayStart.toISOString()}), 0)::text as watch,
          coalesce(sum(amount) filter (where type = 'game' and created_at >= ${dayStart.toISOString()}), 0)::text as game
        from ledger_transfer
        where credit_account_id = ${wallet}`,
  );
  // Verified watch time of completed sessions (the heartbeats' own clock, never the
  // player's), all time and today; games played are the sessions that were settled.
  const [watched] = await queryRows<{ total: string; today: string }>(
    db,
    sql`select coalesce(sum(verified_ms), 0)::text as total,
          coalesce(sum(verified_ms) filter (where completed_at >= ${dayStart.toISOString()}), 0)::text as today
        from watch_session
        where user_id = ${userId} and status = 'completed'`,
  );
  const [games] = await queryRows<{ played: number }>(
    db,
    sql`select count(*)::int as played from game_session
        where user_id = ${userId} and status in ('finished', 'withheld')`,
  );
  const today = utcDayOf(now);
  // The one source of usage (the pool and the bonus read it too); any verified second counts.
  const usage = await verifiedUsage(db, {
    first: addDays(today, -streakLookbackDays),
    last: today,
    until: now,
    userId,
    ceilingSeconds: Number.MAX_SAFE_INTEGER,
  });
  const activeDays = usage.filter((u) => u.watchSeconds + u.gameSeconds > 0).map((u) => u.day);
  const units = (s: string | undefined) => BigInt(s ?? '0');
  return {
    balance: unitsToDecimal(account?.balance ?? 0n),
    today: {
      earned: unitsToDecimal(units(earned?.today)),
      watchSeconds: Math.floor(Number(watched?.today ?? '0') / 1000),
      watchRewards: {
        earned: unitsToDecimal(units(earned?.watch)),
        cap: unitsToDecimal(caps.watch),
      },
      gameRewards: { earned: unitsToDecimal(units(earned?.game)), cap: unitsToDecimal(caps.game) },
      usageBonusAt: nextUtcMidnight(now).toISOString(),
    },
    stats: {
      totalEarned: unitsToDecimal(units(earned?.total)),
      vaultsCreated: stats?.totalVaultsCreated ?? 0,
      vaultsClaimed: stats?.totalVaultsClaimed ?? 0,
      gamesPlayed: games?.played ?? 0,
      watchSeconds: Math.floor(Number(watched?.total ?? '0') / 1000),
      currentStreak: currentStreak(activeDays, today),
    },
  };
}
