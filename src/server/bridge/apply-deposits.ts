import { and, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import { userIdOfDepositAccount } from '@/domain/bridge/deposit-account';
import { bridgeDeposit, user } from '../db/schema';
import type { Tx } from '../db/transaction';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import type { SeenDeposit } from './read-bridge-chain';
import type { BridgeOn } from './resolve-bridge';
import { weiToUnits } from './sign-voucher';

/** The deposit side of a watcher pass (watch-bridge.ts), inside its transaction. */

const depositsOf = (bridge: BridgeOn) =>
  and(eq(bridgeDeposit.chainId, bridge.chainId), eq(bridgeDeposit.contract, bridge.contract));

/** Stores each event once; a stored, uncredited one moved to another block takes the new block. */
export async function storeDeposits(t: Tx, bridge: BridgeOn, seen: SeenDeposit[], now: Date) {
  const named = [...new Set(seen.map((d) => userIdOfDepositAccount(d.account)))].filter(
    (id): id is string => id !== null,
  );
  const known = named.length
    ? new Set(
        (await t.select({ id: user.id }).from(user).where(inArray(user.id, named))).map(
          (u) => u.id,
        ),
      )
    : new Set<string>();
  for (const d of seen) {
    const userId = userIdOfDepositAccount(d.account);
    await t
      .insert(bridgeDeposit)
      .values({
        txHash: d.txHash,
        logIndex: d.logIndex,
        chainId: bridge.chainId,
        contract: bridge.contract,
        blockNumber: d.blockNumber,
        blockHash: d.blockHash,
        fromAddress: d.from,
        account: d.account,
        userId: userId && known.has(userId) ? userId : null,
        amountWei: d.amountWei.toString(),
        amount: weiToUnits(d.amountWei),
        seenAt: now,
      })
      .onConflictDoUpdate({
        target: [bridgeDeposit.txHash, bridgeDeposit.logIndex],
        set: { blockNumber: d.blockNumber, blockHash: d.blockHash },
        setWhere: isNull(bridgeDeposit.creditTransferId),
      });
  }
  return seen.length;
}

/**
 * Deletes uncredited deposits in the blocks just read (to the end of the chain when `to` is
 * null) that the chain no longer has: their block was replaced by a reorganisation.
 */
export async function dropReorganised(
  t: Tx,
  bridge: BridgeOn,
  seen: SeenDeposit[],
  from: number,
  to: number | null,
) {
  const rows = await t
    .select({
      txHash: bridgeDeposit.txHash,
      logIndex: bridgeDeposit.logIndex,
      blockHash: bridgeDeposit.blockHash,
    })
    .from(bridgeDeposit)
    .where(
      and(
        depositsOf(bridge),
        isNull(bridgeDeposit.creditTransferId),
        gte(bridgeDeposit.blockNumber, from),
        to === null ? undefined : lte(bridgeDeposit.blockNumber, to),
      ),
    );
  const onChain = new Set(seen.map((d) => `${d.txHash}:${d.logIndex}:${d.blockHash}`));
  let dropped = 0;
  for (const r of rows) {
    if (onChain.has(`${r.txHash}:${r.logIndex}:${r.blockHash}`)) continue;
    await t
      .delete(bridgeDeposit)
      .where(
        and(
          eq(bridgeDeposit.txHash, r.txHash),
          eq(bridgeDeposit.logIndex, r.logIndex),
          isNull(bridgeDeposit.creditTransferId),
        ),
      );
    dropped += 1;
  }
  return dropped;
}

/** Stored deposits at or below the confirmed tip that name a member and are not credited. */
export async function payableDeposits(t: Tx, bridge: BridgeOn, tip: number) {
  const due = await t
    .select()
    .from(bridgeDeposit)
    .where(
      and(
        depositsOf(bridge),
        isNull(bridgeDeposit.creditTransferId),
        lte(bridgeDeposit.blockNumber, tip),
        gt(bridgeDeposit.amount, 0n),
      ),
    )
    .orderBy(bridgeDeposit.blockNumber, bridgeDeposit.logIndex);
  return due.flatMap((d) => (d.userId === null ? [] : [{ ...d, userId: d.userId }]));
}

/** Credits each deposit once: the key is the event's own (tx hash, log index). */
export async function credit(
  t: Tx,
  payable: Awaited<ReturnType<typeof payableDeposits>>,
  now: Date,
) {
  for (const d of payable) {
    const posted = await postTransfer(t, {
      debit: systemAccounts.bridgeInbound,
      credit: walletAccountId(d.userId),
      amount: d.amount,
      type: 'bridge',
      reason: `Deposited from the chain (${d.fromAddress})`,
      metadata: {
        kind: 'bridge_deposit',
        txHash: d.txHash,
        logIndex: d.logIndex,
        from: d.fromAddress,
      },
      idempotencyKey: `bridge:deposit:${d.txHash}:${d.logIndex}`,
      sourceId: d.txHash,
    });
    await t
      .update(bridgeDeposit)
      .set({ creditTransferId: posted.id, creditedAt: now })
      .where(and(eq(bridgeDeposit.txHash, d.txHash), eq(bridgeDeposit.logIndex, d.logIndex)));
  }
  return payable.length;
}
