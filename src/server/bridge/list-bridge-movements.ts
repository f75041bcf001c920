import { desc, eq, isNull } from 'drizzle-orm';
import type { SecurityBridge, SecurityBridgeDeposit } from '@/domain/api/security-center';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { bridgeDeposit, bridgeWithdrawal, user } from '../db/schema';

/**
 * The Security Center's view of the bridge (docs/decisions/045-bridge-vouchers.md): the
 * latest `limit` withdrawals and deposits, and deposits naming no QTN account, which stay
 * uncredited on the contract until an admin settles them by hand.
 */
export async function listBridgeMovements(db: Database, limit: number): Promise<SecurityBridge> {
  const withdrawals = await db
    .select({ w: bridgeWithdrawal, userName: user.name })
    .from(bridgeWithdrawal)
    .leftJoin(user, eq(user.id, bridgeWithdrawal.userId))
    .orderBy(desc(bridgeWithdrawal.createdAt))
    .limit(limit);
  const deposits = await db
    .select({ d: bridgeDeposit, userName: user.name })
    .from(bridgeDeposit)
    .leftJoin(user, eq(user.id, bridgeDeposit.userId))
    .orderBy(desc(bridgeDeposit.blockNumber), desc(bridgeDeposit.logIndex))
    .limit(limit);
  const unclaimed = await db
    .select({ d: bridgeDeposit, userName: user.name })
    .from(bridgeDeposit)
    .leftJoin(user, eq(user.id, bridgeDeposit.userId))
    .where(isNull(bridgeDeposit.userId))
    .orderBy(desc(bridgeDeposit.blockNumber), desc(bridgeDeposit.logIndex))
    .limit(limit);
  return {
    withdrawals: withdrawals.map(({ w, userName }) => ({
      id: w.id,
      userId: w.userId,
      userName,
      amount: unitsToDecimal(w.amount),
      recipient: w.recipient,
      state: w.state,
      redeemedTx: w.redeemedTx,
      createdAt: w.createdAt.toISOString(),
    })),
    deposits: deposits.map(depositView),
    unclaimedDeposits: unclaimed.map(depositView),
  };
}

function depositView({
  d,
  userName,
}: {
  d: typeof bridgeDeposit.$inferSelect;
  userName: string | null;
}): SecurityBridgeDeposit {
  return {
    txHash: d.txHash,
    logIndex: d.logIndex,
    from: d.fromAddress,
    account: d.account,
    userId: d.userId,
    userName,
    amount: unitsToDecimal(d.amount),
    state: d.userId === null ? 'unclaimed' : d.creditTransferId === null ? 'pending' : 'credited',
    blockNumber: d.blockNumber,
    seenAt: d.seenAt.toISOString(),
  };
}
