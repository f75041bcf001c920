import { and, eq, gt, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { userIdOfDepositAccount } from '@/domain/bridge/deposit-account';
import type { Database } from '../db/open-database';
import { bridgeCursor, bridgeDeposit, bridgeWithdrawal, user } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import {
  ensureWallet,
  lockAccounts,
  systemAccounts,
  walletAccountId,
} from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import {
  readBridgeEvents,
  redeemedAt,
  type SeenDeposit,
  type SeenRedemption,
} from './read-bridge-chain';
import type { BridgeOn } from './resolve-bridge';
import { weiToUnits } from './sign-voucher';

/** Most blocks one pass reads, so a long way behind is caught up in steps an RPC accepts. */
export const maxBlocksPerPass = 2_000;

export interface WatchPass {
  head: number;
  /** The cursor after the pass: the last block fully processed and confirmed. */
  cursor: number;
  seen: number;
  credited: number;
  dropped: number;
  redeemed: number;
  refunded: number;
  /** Another process moved the cursor while this one read the chain: nothing was written. */
  skipped: boolean;
}

/**
 * One pass of the bridge watcher (docs/decisions/045-bridge-vouchers.md). Reads the chain
 * first, then writes everything in one transaction that locks this contract's cursor and
 * goes ahead only if the cursor is where the reads started, so any number of processes may
 * run passes and each block is applied once:
 * - every `Deposited` event after the cursor is stored with its block hash; a stored one
 *   no longer on the chain (a reorganisation) is deleted before it is credited;
 * - each event at least `confirmations` deep is credited once per (tx hash, log index) to
 *   the account it names (idempotency key `bridge:deposit:<tx>:<logIndex>`);
 * - confirmed `Redeemed` events mark their withdrawals redeemed;
 * - an issued voucher whose expiry is before the confirmed tip's timestamp and whose nonce
 *   the contract had not redeemed at that block is refunded once (`bridge:refund:<nonce>`);
 *   no later block can redeem it, since redeem requires block.timestamp <= expiry;
 * - the cursor moves to the confirmed tip, never past it, so a restart neither skips nor
 *   doubles a block.
 */
export async function watchBridgeOnce(
  db: Database,
  bridge: BridgeOn,
  now: Date,
): Promise<WatchPass> {
  const at = { chainId: bridge.chainId, contract: bridge.contract };
  const cursor = await readCursor(db, at);
  const head = Number(await bridge.client.getBlockNumber());
  const from = cursor + 1;
  const to = Math.min(head, from + maxBlocksPerPass - 1);
  const tip = Math.min(head - bridge.confirmations + 1, to);
  const pass: WatchPass = {
    head,
    cursor,
    seen: 0,
    credited: 0,
    dropped: 0,
    redeemed: 0,
    refunded: 0,
    skipped: false,
  };
  if (from > to) return pass;
  const events = await readBridgeEvents(bridge, from, to);
  const refunds = tip >= 0 ? await refundable(db, bridge, tip) : [];

  return withTransaction(db, async (t) => {
    await t
      .insert(bridgeCursor)
      .values({ ...at, lastBlock: -1 })
      .onConflictDoNothing();
    const [locked] = await t
      .select({ lastBlock: bridgeCursor.lastBlock })
      .from(bridgeCursor)
      .where(cursorOf(at))
      .for('update');
    if (locked?.lastBlock !== cursor) return { ...pass, skipped: true };

    pass.seen = await storeDeposits(t, bridge, events.deposits, now);
    pass.dropped = await dropReorganised(t, bridge, events.deposits, from, to === head ? null : to);
    pass.redeemed = await markRedeemed(t, bridge, events.redemptions, tip, now);
    const payable = await payableDeposits(t, bridge, tip);
    // Every account this pass moves money on, locked once in the global order.
    const wallets = [];
    for (const id of new Set([...payable.map((d) => d.userId), ...refunds.map((w) => w.userId)])) {
      wallets.push(await ensureWallet(t, id));
    }
    if (wallets.length > 0) {
      await lockAccounts(t, [
        ...wallets,
        systemAccounts.bridgeInbound,
        systemAccounts.bridgeOutbound,
      ]);
    }
    pass.credited = await credit(t, payable, now);
    pass.refunded = await refund(t, refunds, now);
    if (tip > cursor) {
      await t.update(bridgeCursor).set({ lastBlock: tip, updatedAt: now }).where(cursorOf(at));
      pass.cursor = tip;
    }
    return pass;
  });
}

type At = { chainId: number; contract: string };
const cursorOf = (at: At) =>
  and(eq(bridgeCursor.chainId, at.chainId), eq(bridgeCursor.contract, at.contract));

async function readCursor(db: Database, at: At): Promise<number> {
  const [row] = await db.select().from(bridgeCursor).where(cursorOf(at));
  return row?.lastBlock ?? -1;
}

const depositsOf = (bridge: BridgeOn) =>
  and(eq(bridgeDeposit.chainId, bridge.chainId), eq(bridgeDeposit.contract, bridge.contract));

/** Stores each event once; a stored, uncredited one moved to another block takes the new block. */
async function storeDeposits(t: Tx, bridge: BridgeOn, seen: SeenDeposit[], now: Date) {
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
async function dropReorganised(
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
async function payableDeposits(t: Tx, bridge: BridgeOn, tip: number) {
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
async function credit(t: Tx, payable: Awaited<ReturnType<typeof payableDeposits>>, now: Date) {
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

/** Confirmed redemptions mark their withdrawal; a refunded one is never touched. */
async function markRedeemed(
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
async function refundable(db: Database, bridge: BridgeOn, tip: number) {
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

async function refund(t: Tx, due: (typeof bridgeWithdrawal.$inferSelect)[], now: Date) {
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
