import { sql } from 'drizzle-orm';
import { ledgerAccount } from '../db/schema';
import type { Tx } from '../db/transaction';

/** The system accounts, created by migration 0003. */
export const systemAccounts = {
  issuance: 'issuance',
  rewardPool: 'pool:reward',
  penaltyPool: 'pool:penalty',
  vaultEscrow: 'escrow:vaults',
  /** QTT sold for Pi comes from here (migration 0008); its negative balance is what was sold. */
  piExchange: 'clearing:pi',
  /**
   * The bridge (migration 0016, docs/decisions/045-bridge-vouchers.md). Outbound (escrow,
   * never negative) holds QTT withdrawn whose voucher is outstanding or was redeemed; inbound
   * (clearing) goes negative by what came in from the chain.
   */
  bridgeOutbound: 'bridge:outbound',
  bridgeInbound: 'bridge:inbound',
} as const;

/** Every user's wallet account id starts with this, and no system account's does. */
export const walletAccountPrefix = 'wallet:';

export const walletAccountId = (userId: string) => `${walletAccountPrefix}${userId}`;

/** Opens the user's wallet account if it does not exist yet; returns its id. */
export async function ensureWallet(tx: Tx, userId: string): Promise<string> {
  const id = walletAccountId(userId);
  await tx.insert(ledgerAccount).values({ id, kind: 'wallet', userId }).onConflictDoNothing();
  return id;
}

/**
 * Locks accounts for the rest of the transaction in one global order: wallets first, then
 * the shared system accounts, each group by id. A transaction that posts several transfers
 * calls this first with every account it will touch, so two such transactions always take
 * their locks in the same order and cannot deadlock. Shared accounts come last because
 * every user's money passes through them: a transaction should hold one for as short a
 * time as it can (docs/decisions/023), so it takes its own wallet first and the shared row
 * when it moves money.
 * NO KEY UPDATE, not UPDATE: journal rows' foreign keys hold KEY SHARE locks on their
 * accounts, which FOR UPDATE would wait on.
 */
export async function lockAccounts(tx: Tx, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  // Rows are locked as the sort emits them, so one statement keeps the order. The ids go
  // as one parameter: a batch may lock more wallets than a statement has parameters.
  await tx
    .select({ id: ledgerAccount.id })
    .from(ledgerAccount)
    .where(
      sql`${ledgerAccount.id} in (select jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))`,
    )
    .orderBy(sql`${ledgerAccount.kind} <> 'wallet'`, ledgerAccount.id)
    .for('no key update');
}
