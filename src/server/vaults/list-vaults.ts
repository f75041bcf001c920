import { desc, eq } from 'drizzle-orm';
import type { VaultList } from '@/domain/api/wallet';
import { eliteStakerThresholdQtt } from '@/domain/constants';
import { qtt, unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { vault } from '../db/schema';
import { accountBalance } from '../ledger/account-balance';
import { walletAccountId } from '../ledger/ledger-accounts';
import { reserveHeadroom } from './reserve-limit';
import { toVaultView } from './vault-view';

export async function listVaults(
  db: Database,
  userId: string,
  now: Date,
  reserveShareBps: number,
): Promise<VaultList> {
  const rows = await db
    .select()
    .from(vault)
    .where(eq(vault.userId, userId))
    .orderBy(desc(vault.createdAt));
  const active = rows.filter((v) => v.status === 'active');
  const totalLocked = active.reduce((s, v) => s + v.amount, 0n);
  const rewardsEarned = rows
    .filter((v) => v.status === 'claimed')
    .reduce((s, v) => s + v.reward, 0n);
  const reserved = active.reduce((s, v) => s + v.reward, 0n);
  const headroom = await reserveHeadroom(db, { userId, shareBps: reserveShareBps, reserved });
  const upcoming = active
    .map((v) => v.unlockAt)
    .filter((d) => d > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return {
    vaults: rows.map((v) => toVaultView(v, now)),
    now: now.toISOString(),
    stats: {
      totalLocked: unitsToDecimal(totalLocked),
      activeCount: active.length,
      rewardsEarned: unitsToDecimal(rewardsEarned),
      nextUnlockAt: upcoming[0]?.toISOString() ?? null,
      elite: totalLocked >= qtt(eliteStakerThresholdQtt),
    },
    reserveLimit: {
      shareBps: reserveShareBps,
      headroom: unitsToDecimal(headroom),
      balance: unitsToDecimal(await accountBalance(db, walletAccountId(userId))),
    },
  };
}
