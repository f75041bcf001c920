import { eq, sql } from 'drizzle-orm';
import type { WalletSummary } from '@/domain/api/wallet';
import { unitsToDecimal } from '@/domain/money/qtt';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { ledgerAccount, userStats } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';
import { usageBonusSql } from './list-transactions';

/**
 * The balance and every QTT figure are the ledger's; time watched and games played come
 * from the verified sessions (product rules R2): `user_stats` keeps only the vault counts
 * and the streak here.
 */
export async function getWallet(db: Database, userId: string, now: Date): Promise<WalletSummary> {
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
  const [earned] = await queryRows<{ total: string; today: string }>(
    db,
    sql`select coalesce(sum(${earnedPart}), 0)::text as total,
          coalesce(sum(${earnedPart}) filter (where created_at >= ${dayStart.toISOString()}), 0)::text as today
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
  return {
    balance: unitsToDecimal(account?.balance ?? 0n),
    today: {
      earned: unitsToDecimal(BigInt(earned?.today ?? '0')),
      watchSeconds: Math.floor(Number(watched?.today ?? '0') / 1000),
    },
    stats: {
      totalEarned: unitsToDecimal(BigInt(earned?.total ?? '0')),
      vaultsCreated: stats?.totalVaultsCreated ?? 0,
      vaultsClaimed: stats?.totalVaultsClaimed ?? 0,
      gamesPlayed: games?.played ?? 0,
      watchSeconds: Math.floor(Number(watched?.total ?? '0') / 1000),
      currentStreak: stats?.currentStreak ?? 0,
    },
  };
}
