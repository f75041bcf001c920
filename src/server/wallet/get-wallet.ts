import { eq, sql } from 'drizzle-orm';
import type { WalletSummary } from '@/domain/api/wallet';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { addDays, dayStart, utcDayOf } from '@/domain/pilot/utc-days';
import { currentStreak, nextUtcMidnight } from '@/domain/wallet/streak';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { ledgerAccount, userStats } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';
import { activeDays, figuresIn, settledTotals } from './wallet-totals';

/** The daily caps the rewards are paid under (WATCH_DAILY_CAP_QTT, GAME_DAILY_CAP_QTT). */
export interface DailyCaps {
  watch: Units;
  game: Units;
}

/**
 * The balance and every QTT figure are the ledger's; time watched, games played and the
 * streak come from the verified sessions (product rules R2): `user_stats` keeps only the
 * vault counts here. All-time figures are the settled days' (decision 051) plus yesterday
 * and today read live, so a long history costs no more to show than a short one.
 */
export async function getWallet(
  db: Database,
  userId: string,
  now: Date,
  caps: DailyCaps,
): Promise<WalletSummary> {
  const wallet = walletAccountId(userId);
  const today = utcDayOf(now);
  const [account] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.id, wallet));
  const [stats] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  const settled = await settledTotals(db, userId, today);
  const live = await figuresIn(db, userId, { from: dayStart(addDays(settled.throughDay, 1)) });
  const todayFrom = dayStart(today);
  const todays = await figuresIn(db, userId, { from: todayFrom });
  // The caps count what payReward counts: today's credits of that type (src/server/ledger).
  const [credits] = await queryRows<{ watch: string; game: string }>(
    db,
    sql`select coalesce(sum(amount) filter (where type = 'watch'), 0)::text as watch,
        coalesce(sum(amount) filter (where type = 'game'), 0)::text as game
      from ledger_transfer
      where credit_account_id = ${wallet} and created_at >= ${todayFrom.toISOString()}::timestamptz`,
  );
  // The one source of usage (the pool and the bonus read it too); any verified second counts.
  const recent = await activeDays(db, userId, {
    first: addDays(settled.throughDay, 1),
    last: today,
    until: now,
  });
  const units = (s: string | undefined) => BigInt(s ?? '0');
  return {
    balance: unitsToDecimal(account?.balance ?? 0n),
    today: {
      earned: unitsToDecimal(todays.earned),
      watchSeconds: Math.floor(todays.watchMs / 1000),
      watchRewards: {
        earned: unitsToDecimal(units(credits?.watch)),
        cap: unitsToDecimal(caps.watch),
      },
      gameRewards: { earned: unitsToDecimal(units(credits?.game)), cap: unitsToDecimal(caps.game) },
      usageBonusAt: nextUtcMidnight(now).toISOString(),
    },
    stats: {
      totalEarned: unitsToDecimal(settled.earned + live.earned),
      vaultsCreated: stats?.totalVaultsCreated ?? 0,
      vaultsClaimed: stats?.totalVaultsClaimed ?? 0,
      gamesPlayed: settled.gamesPlayed + live.gamesPlayed,
      watchSeconds: Math.floor((settled.watchMs + live.watchMs) / 1000),
      currentStreak: currentStreak(recent, today, settled.streak),
    },
  };
}
