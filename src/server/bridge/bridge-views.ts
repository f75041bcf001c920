import { desc, eq } from 'drizzle-orm';
import type { BridgeStatus, Deposit } from '@/domain/api/bridge';
import { depositAccountOf } from '@/domain/bridge/deposit-account';
import { unitsToDecimal } from '@/domain/money/qtt';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { bridgeDeposit, bridgeWithdrawal } from '../db/schema';
import { accountBalance } from '../ledger/account-balance';
import { walletAccountId } from '../ledger/ledger-accounts';
import type { Bridge } from './resolve-bridge';
import type { WithdrawLimits } from './withdraw-to-chain';
import { withdrawnSince } from './withdraw-to-chain';
import { txUrl, withdrawalView } from './withdrawal-view';

/** Lists answer this many, newest first. */
export const bridgeListLimit = 50;

export async function bridgeStatus(
  db: Database,
  o: { userId: string; bridge: Bridge; limits: WithdrawLimits; now: Date },
): Promise<BridgeStatus> {
  const { bridge, limits } = o;
  const withdrawn = await withdrawnSince(db, o.userId, startOfUtcDay(o.now));
  const left = limits.dailyUnits > withdrawn ? limits.dailyUnits - withdrawn : 0n;
  return {
    enabled: bridge.enabled,
    offReason: bridge.offReason,
    chainId: bridge.chainId,
    contract: bridge.contract,
    token: bridge.token,
    confirmations: bridge.confirmations,
    minWithdrawal: unitsToDecimal(limits.minUnits),
    dailyMax: unitsToDecimal(limits.dailyUnits),
    withdrawnToday: unitsToDecimal(withdrawn),
    leftToday: unitsToDecimal(left),
    balance: unitsToDecimal(await accountBalance(db, walletAccountId(o.userId))),
    voucherTtlSeconds: limits.ttlSeconds,
    depositAccount: depositAccountOf(o.userId),
  };
}

export async function listWithdrawals(db: Database, userId: string, now: Date, bridge: Bridge) {
  const rows = await db
    .select()
    .from(bridgeWithdrawal)
    .where(eq(bridgeWithdrawal.userId, userId))
    .orderBy(desc(bridgeWithdrawal.createdAt), desc(bridgeWithdrawal.id))
    .limit(bridgeListLimit);
  return { withdrawals: rows.map((r) => withdrawalView(r, now, bridge.explorerUrl)) };
}

/**
 * The member's deposits; `head` is the chain's latest block (null when it cannot be read:
 * pending ones then show 0 confirmations).
 */
export async function listDeposits(
  db: Database,
  userId: string,
  bridge: Bridge,
  head: number | null,
): Promise<{ deposits: Deposit[] }> {
  const rows = await db
    .select()
    .from(bridgeDeposit)
    .where(eq(bridgeDeposit.userId, userId))
    .orderBy(desc(bridgeDeposit.blockNumber), desc(bridgeDeposit.logIndex))
    .limit(bridgeListLimit);
  return {
    deposits: rows.map((r) => {
      const credited = r.creditTransferId !== null;
      const seen = head === null ? 0 : Math.max(0, head - r.blockNumber + 1);
      return {
        txHash: r.txHash,
        logIndex: r.logIndex,
        from: r.fromAddress,
        amount: unitsToDecimal(r.amount),
        state: credited ? 'credited' : 'pending',
        confirmations: credited ? Math.max(seen, bridge.confirmations) : seen,
        required: bridge.confirmations,
        seenAt: r.seenAt.toISOString(),
        creditedAt: r.creditedAt?.toISOString() ?? null,
        txUrl: txUrl(bridge.explorerUrl, r.txHash),
      };
    }),
  };
}
