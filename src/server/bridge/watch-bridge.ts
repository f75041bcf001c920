import { and, eq } from 'drizzle-orm';
import { evmNetworks } from '@/domain/chain/networks';
import type { Database } from '../db/open-database';
import { bridgeCursor } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ensureWallet, lockAccounts, systemAccounts } from '../ledger/ledger-accounts';
import { credit, dropReorganised, payableDeposits, storeDeposits } from './apply-deposits';
import { markRedeemed, refund, refundable } from './apply-withdrawals';
import { readBridgeEvents } from './read-bridge-chain';
import type { BridgeOn } from './resolve-bridge';

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
  let cursor = await readCursor(db, at, bridge.startBlock - 1);
  const head = Number(await bridge.client.getBlockNumber());
  // A local chain restarted (`npm run chain` again) begins at block 0 with the contracts at
  // the same addresses: a cursor past its head would wait for blocks it already had and never
  // read the new chain's first ones. It starts over (what it passed again is applied once).
  // A public chain never goes back; there a head behind the cursor is a lagging RPC node.
  if (head < cursor && bridge.chainId === evmNetworks.local.chainId) {
    await db
      .update(bridgeCursor)
      .set({ lastBlock: bridge.startBlock - 1, updatedAt: now })
      .where(and(cursorOf(at), eq(bridgeCursor.lastBlock, cursor)));
    cursor = await readCursor(db, at, bridge.startBlock - 1);
  }
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
      .values({ ...at, lastBlock: bridge.startBlock - 1 })
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

async function readCursor(db: Database, at: At, before: number): Promise<number> {
  const [row] = await db.select().from(bridgeCursor).where(cursorOf(at));
  return row?.lastBlock ?? before;
}
