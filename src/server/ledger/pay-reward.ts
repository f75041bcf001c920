import type { Units } from '@/domain/money/qtt';
import { startOfUtcDay } from '../clock';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { ensureWallet, lockAccounts, systemAccounts } from './ledger-accounts';
import { postFromSubAccount } from './post-from-sub-account';
import { InsufficientFundsError, type TransferType } from './post-transfer';
import { recordWithheld } from './record-withheld';
import { rewardFacts } from './reward-facts';

/** Every kind of credit a person earns; `transfer` is money they moved themselves. */
export type RewardType = Exclude<TransferType, 'transfer'>;

export interface RewardInput {
  tx: Tx;
  userId: string;
  amount: Units;
  type: RewardType;
  /** Shown to the user in their transaction list. */
  reason: string;
  /** Unique per thing rewarded (`watch:<user>:<content>`): a second payment finds the first. */
  key: string;
  /** Why it was earned (session, score, proof…): stored as the transfer's metadata. */
  evidence?: Record<string, unknown>;
  sourceId?: string;
  /** At most `limit` of this type per UTC day (the day `now` falls on), per wallet. */
  dailyCap?: { limit: Units; now: Date };
  /** When it was earned (a withheld reward's time); the clock's now by default. */
  now?: Date;
}

export type RewardResult =
  | { paid: true; transferId: bigint; amount: Units }
  | { paid: false; reason: 'daily_cap' | 'pool_empty' | 'already_paid' | 'held' };

/**
 * Pays a reward from the reward pool into the user's wallet, inside the caller's
 * transaction. An empty pool, a reached daily cap, a used key or an account on hold pay
 * nothing and return why, leaving the transaction usable for the caller's other writes.
 * A held account's reward is recorded as withheld and its key stays unpaid for good.
 *
 * Requirements: `amount` > 0 (else 422 INVALID_AMOUNT).
 */
export async function payReward(r: RewardInput): Promise<RewardResult> {
  if (r.amount <= 0n) throw new AppError('INVALID_AMOUNT', 'Amounts must be positive.');
  const wallet = await ensureWallet(r.tx, r.userId);
  // Locked before the cap is read: two rewards to one wallet take turns, so each one's sum
  // includes the other's credit. The pool's sub-account is locked only when the transfer
  // moves money (postTransfer), so its lock waits for none of these reads.
  await lockAccounts(r.tx, [wallet]);
  const since = r.dailyCap ? startOfUtcDay(r.dailyCap.now) : undefined;
  const facts = await rewardFacts(r.tx, { ...r, wallet, ...(since ? { since } : {}) });
  if (facts.keyUsed) return { paid: false, reason: 'already_paid' };
  if (facts.held) {
    await recordWithheld(r);
    return { paid: false, reason: 'held' };
  }
  if (facts.withheld) return { paid: false, reason: 'already_paid' };
  if (r.dailyCap && facts.creditedSince + r.amount > r.dailyCap.limit) {
    return { paid: false, reason: 'daily_cap' };
  }
  try {
    // The member's own sub-account of the pool pays (post-from-sub-account.ts). An empty pool
    // throws having moved nothing, and leaves the transaction usable: no savepoint here.
    const posted = await postFromSubAccount(r.tx, {
      from: systemAccounts.rewardPool,
      userId: r.userId,
      credit: wallet,
      amount: r.amount,
      type: r.type,
      reason: r.reason,
      idempotencyKey: r.key,
      metadata: { kind: r.type, ...r.evidence },
      ...(r.sourceId ? { sourceId: r.sourceId } : {}),
    });
    if (posted.replayed) return { paid: false, reason: 'already_paid' };
    return { paid: true, transferId: posted.id, amount: r.amount };
  } catch (err) {
    if (err instanceof InsufficientFundsError) return { paid: false, reason: 'pool_empty' };
    throw err;
  }
}
