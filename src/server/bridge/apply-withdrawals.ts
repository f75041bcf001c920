import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { bridgeWithdrawal } from '../db/schema';
import type { Tx } from '../db/transaction';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import { redeemedAt, type SeenRedemption } from './read-bridge-chain';
import type { BridgeOn } from './resolve-bridge';

/** The withdrawal side of a watcher pass (watch-bridge.ts): redemptions and refunds. */

/** Confirmed redemptions mark their withdrawal; a refunded one is never touched. */
export async function markRedeemed(
  t: Tx,
  bridge: BridgeOn,
  seen: SeenRedemption[],
  tip: number,
  now: Date,
) {
  let marked = 0;
  for (const r of seen.filter((x) => x.blockNumber <= tip)) {
    const updated = await t
      .update(bridgeWithdrawal)
      .set({
        state: 'redeemed',
        redeemedTx: r.txHash,
        redeemedBlock: r.blockNumber,
        redeemedAt: now,
      })
      .where(
        and(
          eq(bridgeWithdrawal.nonce, r.nonce.toLowerCase()),
          eq(bridgeWithdrawal.chainId, bridge.chainId),
          eq(bridgeWithdrawal.contract, bridge.contract),
          eq(bridgeWithdrawal.state, 'issued'),
        ),
      )
      .returning({ id: bridgeWithdrawal.id });
    marked += updated.length;
  }
  return marked;
}

/** Issued vouchers expired before the confirmed tip's timestamp and not redeemed at that block. */
export async function refundable(db: Database, bridge: BridgeOn, tip: number) {
  const block = await bridge.client.getBlock({ blockNumber: BigInt(tip) });
  const rows = await db
    .select()
    .from(bridgeWithdrawal)
    .where(
      and(
        eq(bridgeWithdrawal.state, 'issued'),
        eq(bridgeWithdrawal.chainId, bridge.chainId),
        eq(bridgeWithdrawal.contract, bridge.contract),
        lt(bridgeWithdrawal.expiry, Number(block.timestamp)),
      ),
    );
  const due = [];
  for (const w of rows) {
    if (!(await redeemedAt(bridge, w.nonce as `0x${string}`, tip))) due.push(w);
  }
  return due;
}

export async function refund(t: Tx, due: (typeof bridgeWithdrawal.$inferSelect)[], now: Date) {
  let refunded = 0;
  for (const w of due) {
    // Re-read under the cursor lock: a redemption marked in this pass wins.
    const [still] = await t
      .select({ state: bridgeWithdrawal.state })
      .from(bridgeWithdrawal)
      .where(eq(bridgeWithdrawal.id, w.id))
      .for('update');
    if (still?.state !== 'issued') continue;
    const posted = await postTransfer(t, {
      debit: systemAccounts.bridgeOutbound,
      credit: walletAccountId(w.userId),
      amount: w.amount,
      type: 'bridge',
      reason: 'Withdrawal refunded: its voucher expired unredeemed',
      metadata: { kind: 'bridge_refund', withdrawalId: w.id, nonce: w.nonce },
      idempotencyKey: `bridge:refund:${w.nonce}`,
      sourceId: w.id,
    });
    await t
      .update(bridgeWithdrawal)
      .set({ state: 'refunded', refundTransferId: posted.id, refundedAt: now })
      .where(eq(bridgeWithdrawal.id, w.id));
    refunded += 1;
  }
  return refunded;
}
