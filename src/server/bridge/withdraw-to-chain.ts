import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { WithdrawInput, Withdrawal } from '@/domain/api/bridge';
import { formatQtt, type Units } from '@/domain/money/qtt';
import { hasUnconfirmedEmail } from '../auth/unconfirmed-email';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { bridgeWithdrawal, rewardHold } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { accountBalance } from '../ledger/account-balance';
import { ensureWallet, lockAccounts, systemAccounts } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import { chainTime } from './chain-time';
import type { BridgeOn } from './resolve-bridge';
import { newNonce, signVoucher, unitsToWei } from './sign-voucher';
import { withdrawalView } from './withdrawal-view';

export interface WithdrawLimits {
  minUnits: Units;
  dailyUnits: Units;
  ttlSeconds: number;
  requireConfirmedEmail: boolean;
}

const refused = (message: string) => new AppError('BRIDGE_REFUSED', message);

/**
 * Moves the amount from the member's wallet into `bridge:outbound` and issues the voucher
 * for it, in one transaction, exactly once per Idempotency-Key (docs/decisions/045). The
 * wallet is locked first, so one member's withdrawals run one at a time: the key, the daily
 * maximum and the balance are read under that lock and hold until the commit. A repeated
 * key answers the first withdrawal; the same key with another body is refused.
 */
export async function withdrawToChain(
  db: Database,
  o: {
    userId: string;
    input: WithdrawInput;
    idempotencyKey: string;
    now: Date;
    bridge: BridgeOn;
    limits: WithdrawLimits;
    /** True when the Security Center flags the member (read before the transaction). */
    isFlagged: (userId: string) => Promise<boolean>;
  },
): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
  const { bridge, limits, now, userId } = o;
  const recipient = getAddress(o.input.recipient);
  // The contract refuses to pay the zero address: such a voucher could only expire.
  if (BigInt(recipient) === 0n) {
    throw AppError.invalidFields({ recipient: 'Choose a wallet address that is not zero.' });
  }
  // Paid to the bridge itself, the QTT would stay where it was while the bridge counted it
  // redeemed, and the chain side would no longer add up; paid to the token, it is lost.
  if (recipient === getAddress(bridge.contract) || recipient === getAddress(bridge.token)) {
    throw AppError.invalidFields({
      recipient: 'Choose your own wallet address, not a QTN contract.',
    });
  }
  const answer = (row: typeof bridgeWithdrawal.$inferSelect) => {
    if (row.amount !== o.input.amount || row.recipient !== recipient) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This idempotency key was used for a different withdrawal.',
      );
    }
    return { withdrawal: withdrawalView(row, now, bridge.explorerUrl), replayed: true };
  };
  const earlier = await withdrawalOfKey(db, userId, o.idempotencyKey);
  if (earlier) return answer(earlier);
  if (await o.isFlagged(userId)) {
    throw refused(
      'Your account is under review in the Security Center, so it cannot withdraw to the chain for now.',
    );
  }

  // The contract compares the expiry with block.timestamp, and a chain's clock may run ahead
  // of ours (a local chain whose time was moved forward): the voucher's life starts at the
  // later of the two, or it could be born expired and refunded at once.
  const startsAt = Math.max(Math.floor(now.getTime() / 1000), await chainTime(bridge.client));

  return withTransaction(db, async (t) => {
    const wallet = await ensureWallet(t, userId);
    await lockAccounts(t, [wallet]);
    const first = await withdrawalOfKey(t, userId, o.idempotencyKey);
    if (first) return answer(first);

    await refuseUnlessAllowed(t, userId, o.input.amount, limits, now);
    const balance = await accountBalance(t, wallet);
    if (o.input.amount > balance) {
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        `Not enough QTT: your balance is ${formatQtt(balance)} QTT.`,
      );
    }

    const id = crypto.randomUUID();
    const nonce = newNonce();
    const expiry = startsAt + limits.ttlSeconds;
    const signature = await signVoucher(bridge.signer, {
      chainId: bridge.chainId,
      contract: bridge.contract,
      recipient,
      amountWei: unitsToWei(o.input.amount),
      nonce,
      expiry,
    });
    const posted = await postTransfer(t, {
      debit: wallet,
      credit: systemAccounts.bridgeOutbound,
      amount: o.input.amount,
      type: 'bridge',
      reason: `Withdrawn to the chain (${recipient})`,
      metadata: { kind: 'bridge_withdrawal', withdrawalId: id, nonce, recipient },
      idempotencyKey: `bridge:withdraw:${userId}:${o.idempotencyKey}`,
      sourceId: id,
      createdBy: userId,
    });
    const [row] = await t
      .insert(bridgeWithdrawal)
      .values({
        id,
        userId,
        idempotencyKey: o.idempotencyKey,
        amount: o.input.amount,
        recipient,
        chainId: bridge.chainId,
        contract: bridge.contract,
        nonce,
        expiry,
        signature,
        transferId: posted.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the withdrawal just stored is missing');
    return { withdrawal: withdrawalView(row, now, bridge.explorerUrl), replayed: false };
  });
}

async function withdrawalOfKey(db: Database | Tx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(bridgeWithdrawal)
    .where(and(eq(bridgeWithdrawal.userId, userId), eq(bridgeWithdrawal.idempotencyKey, key)));
  return row;
}

/** Withdrawn since `since`, refunded ones excluded: what counts against the daily maximum. */
export async function withdrawnSince(db: Database | Tx, userId: string, since: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bridgeWithdrawal.amount}), 0)::text` })
    .from(bridgeWithdrawal)
    .where(
      and(
        eq(bridgeWithdrawal.userId, userId),
        gte(bridgeWithdrawal.createdAt, since),
        ne(bridgeWithdrawal.state, 'refunded'),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Holds, unconfirmed email, the minimum and the daily maximum (docs/product-rules.md). */
async function refuseUnlessAllowed(
  t: Tx,
  userId: string,
  amount: Units,
  limits: WithdrawLimits,
  now: Date,
) {
  if (limits.requireConfirmedEmail && (await hasUnconfirmedEmail(t, userId))) {
    throw new AppError(
      'EMAIL_NOT_CONFIRMED',
      'Confirm your email address before withdrawing QTT: open the link we emailed you.',
    );
  }
  const [held] = await t
    .select({ userId: rewardHold.userId })
    .from(rewardHold)
    .where(eq(rewardHold.userId, userId));
  if (held) {
    throw refused(
      'Your account is on hold, so it cannot withdraw to the chain until an admin releases it.',
    );
  }
  if (amount < limits.minUnits) {
    throw new AppError(
      'BRIDGE_LIMIT',
      `The smallest withdrawal to the chain is ${formatQtt(limits.minUnits)} QTT.`,
    );
  }
  const left = limits.dailyUnits - (await withdrawnSince(t, userId, startOfUtcDay(now)));
  if (amount > left) {
    throw new AppError(
      'BRIDGE_LIMIT',
      left > 0n
        ? `You can withdraw up to ${formatQtt(limits.dailyUnits)} QTT a day to the chain; ${formatQtt(left)} QTT is left today.`
        : `You have withdrawn today's limit of ${formatQtt(limits.dailyUnits)} QTT. Withdrawals open again at midnight UTC.`,
    );
  }
}
