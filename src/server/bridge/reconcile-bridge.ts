import { and, eq, sql } from 'drizzle-orm';
import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { bridgeCursor, bridgeDeposit, bridgeWithdrawal } from '../db/schema';
import { accountBalance } from '../ledger/account-balance';
import { systemAccounts } from '../ledger/ledger-accounts';
import { readBridgeEvents, type SeenDeposit, type SeenRedemption } from './read-bridge-chain';
import type { BridgeOn } from './resolve-bridge';
import { unitsToWei, weiToUnits } from './sign-voucher';
import { maxBlocksPerPass } from './watch-bridge';

export interface BridgeReconciliation {
  ok: boolean;
  /** Each disagreement, in words. */
  problems: string[];
  figures: {
    head: number;
    cursor: number;
    totalRedeemedWei: bigint;
    outboundUnits: bigint;
    inboundUnits: bigint;
    redemptions: number;
    depositsConfirmed: number;
    depositsCredited: number;
  };
}

/**
 * Proves the two sides of the bridge add up (docs/decisions/045-bridge-vouchers.md):
 * - what the contract paid out (its totalRedeemed and its Redeemed events) is at most what
 *   the ledger moved into `bridge:outbound` less refunds, and every redemption is one of our
 *   vouchers, for its amount and recipient, never refunded;
 * - no nonce is redeemed twice, and no withdrawal is both redeemed and refunded;
 * - the deposits credited are exactly the confirmed `Deposited` events the watcher has passed
 *   (its cursor) that name a member, each for its amount, each once.
 */
export async function reconcileBridge(
  db: Database,
  bridge: BridgeOn,
): Promise<BridgeReconciliation> {
  const problems: string[] = [];
  const head = Number(await bridge.client.getBlockNumber());
  const [cursorRow] = await db
    .select()
    .from(bridgeCursor)
    .where(
      and(eq(bridgeCursor.chainId, bridge.chainId), eq(bridgeCursor.contract, bridge.contract)),
    );
  const cursor = cursorRow?.lastBlock ?? -1;
  const { deposits, redemptions } = await allEvents(bridge, head);
  const totalRedeemedWei = await bridge.client.readContract({
    address: bridge.contract,
    abi: qtnBridgeAbi,
    functionName: 'totalRedeemed',
  });

  // Outbound: the escrow equals the withdrawals not refunded, and covers every payout.
  const outboundUnits = await accountBalance(db, systemAccounts.bridgeOutbound);
  const withdrawals = await db.select().from(bridgeWithdrawal);
  const notRefunded = withdrawals.filter((w) => w.state !== 'refunded');
  const owed = notRefunded.reduce((s, w) => s + w.amount, 0n);
  if (owed !== outboundUnits) {
    problems.push(
      `bridge:outbound holds ${unitsToDecimal(outboundUnits)} QTT but the withdrawals not refunded total ${unitsToDecimal(owed)} QTT`,
    );
  }
  const eventsWei = redemptions.reduce((s, r) => s + r.amountWei, 0n);
  if (eventsWei !== totalRedeemedWei) {
    problems.push(
      `the contract's totalRedeemed (${totalRedeemedWei} wei) differs from its Redeemed events (${eventsWei} wei)`,
    );
  }
  if (totalRedeemedWei > unitsToWei(outboundUnits)) {
    problems.push(
      `the chain paid out ${totalRedeemedWei} wei, more than bridge:outbound holds (${unitsToWei(outboundUnits)} wei)`,
    );
  }
  const byNonce = new Map(withdrawals.map((w) => [w.nonce, w]));
  const seenNonces = new Set<string>();
  for (const r of redemptions) {
    const nonce = r.nonce.toLowerCase();
    if (seenNonces.has(nonce)) problems.push(`nonce ${nonce} was redeemed more than once`);
    seenNonces.add(nonce);
    const w = byNonce.get(nonce);
    if (!w) {
      problems.push(`redemption ${r.txHash} names nonce ${nonce}, which QTN never issued`);
      continue;
    }
    if (
      unitsToWei(w.amount) !== r.amountWei ||
      w.recipient.toLowerCase() !== r.recipient.toLowerCase()
    ) {
      problems.push(`redemption ${r.txHash} differs from withdrawal ${w.id}'s voucher`);
    }
    if (w.state === 'refunded') problems.push(`withdrawal ${w.id} was refunded and redeemed`);
  }
  for (const w of withdrawals) {
    if (w.state === 'redeemed' && !seenNonces.has(w.nonce)) {
      problems.push(`withdrawal ${w.id} is marked redeemed but the chain has no redemption of it`);
    }
  }

  // Inbound: every confirmed, passed event naming a member is credited once, for its amount.
  const rows = await db
    .select()
    .from(bridgeDeposit)
    .where(
      and(eq(bridgeDeposit.chainId, bridge.chainId), eq(bridgeDeposit.contract, bridge.contract)),
    );
  const stored = new Map(rows.map((d) => [`${d.txHash}:${d.logIndex}`, d]));
  const onChain = new Set(deposits.map((d) => `${d.txHash}:${d.logIndex}`));
  let depositsConfirmed = 0;
  for (const d of deposits.filter((x) => x.blockNumber <= cursor)) {
    const row = stored.get(`${d.txHash}:${d.logIndex}`);
    if (!row) {
      problems.push(`deposit ${d.txHash}#${d.logIndex} is confirmed on chain but not recorded`);
      continue;
    }
    if (row.userId === null) continue;
    depositsConfirmed += 1;
    if (row.creditTransferId === null && row.amount > 0n) {
      problems.push(`deposit ${d.txHash}#${d.logIndex} is confirmed but not credited`);
    }
    if (row.amount !== weiToUnits(d.amountWei)) {
      problems.push(`deposit ${d.txHash}#${d.logIndex} is recorded for another amount`);
    }
  }
  const credited = rows.filter((d) => d.creditTransferId !== null);
  for (const d of credited) {
    if (!onChain.has(`${d.txHash}:${d.logIndex}`)) {
      problems.push(`deposit ${d.txHash}#${d.logIndex} was credited but is not on chain`);
    }
  }
  const inboundUnits = -(await accountBalance(db, systemAccounts.bridgeInbound));
  const creditedUnits = credited.reduce((s, d) => s + d.amount, 0n);
  if (inboundUnits !== creditedUnits) {
    problems.push(
      `bridge:inbound paid out ${unitsToDecimal(inboundUnits)} QTT but the credited deposits total ${unitsToDecimal(creditedUnits)} QTT`,
    );
  }
  const twice = await queryRows<{ tx: string; n: number }>(
    db,
    sql`select metadata->>'txHash' || '#' || (metadata->>'logIndex') as tx, count(*)::int as n
        from ledger_transfer where debit_account_id = ${systemAccounts.bridgeInbound}
        group by 1 having count(*) > 1`,
  );
  for (const d of twice) problems.push(`deposit ${d.tx} was credited ${d.n} times`);

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      head,
      cursor,
      totalRedeemedWei,
      outboundUnits,
      inboundUnits,
      redemptions: redemptions.length,
      depositsConfirmed,
      depositsCredited: credited.length,
    },
  };
}

/** Every event of the contract up to `head`, read in steps an RPC accepts. */
async function allEvents(bridge: BridgeOn, head: number) {
  const deposits: SeenDeposit[] = [];
  const redemptions: SeenRedemption[] = [];
  for (let from = 0; from <= head; from += maxBlocksPerPass) {
    const part = await readBridgeEvents(bridge, from, Math.min(head, from + maxBlocksPerPass - 1));
    deposits.push(...part.deposits);
    redemptions.push(...part.redemptions);
  }
  return { deposits, redemptions };
}
