import { eq, sql } from 'drizzle-orm';
import type { WalletSummary } from '@/domain/api/wallet';
import { unitsToDecimal } from '@/domain/money/qtt';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { ledgerAccount, userStats } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';

/** The balance is the ledger's; the rest are statistics (product rules R2). */
export async function getWallet(db: Database, userId: string, now: Date): Promise<WalletSummary> {
  const wallet = walletAccountId(userId);
  const [account] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.id, wallet));
  const [stats] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  const dayStart = startOfUtcDay(now);
  // Earned = watch, game and quiz credits, plus the reward part of vault claims.
  const [today] = await queryRows<{ earned: string }>(
    db,
    sql`select coalesce(sum(case
          when type in ('watch', 'game', 'quiz') then amount
          when type = 'reward' and metadata->>'kind' = 'vault' then (metadata->>'reward')::bigint
          else 0 end), 0)::text as earned
        from ledger_transfer
        where credit_account_id = ${wallet} and created_at >= ${dayStart.toISOString()}`,
  );
  // Verified watch time of sessions completed today (the heartbeats' own clock, never the player's).
  const [watched] = await queryRows<{ ms: string }>(
    db,
    sql`select coalesce(sum(verified_ms), 0)::text as ms from watch_session
        where user_id = ${userId} and status = 'completed' and completed_at >= ${dayStart.toISOString()}`,
  );
  return {
    balance: unitsToDecimal(account?.balance ?? 0n),
    today: {
      earned: unitsToDecimal(BigInt(today?.earned ?? '0')),
      watchSeconds: Math.floor(Number(watched?.ms ?? '0') / 1000),
    },
    stats: {
      totalEarned: unitsToDecimal(stats?.totalQttEarned ?? 0n),
      vaultsCreated: stats?.totalVaultsCreated ?? 0,
      vaultsClaimed: stats?.totalVaultsClaimed ?? 0,
      gamesPlayed: stats?.totalGamesPlayed ?? 0,
      watchSeconds: Number(stats?.totalWatchSeconds ?? 0n),
      currentStreak: stats?.currentStreak ?? 0,
    },
  };
}
