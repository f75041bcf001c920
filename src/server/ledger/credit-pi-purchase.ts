import type { Units } from '@/domain/money/qtt';
import type { Tx } from '../db/transaction';
import { ensureWallet, systemAccounts } from './ledger-accounts';
import { postTransfer, type PostedTransfer } from './post-transfer';

export interface PiPurchaseCredit {
  userId: string;
  /** The Pi payment id: the key, so one payment credits once whoever asks and how often. */
  paymentId: string;
  txid: string;
  qtt: Units;
  /** Pi units paid, as a decimal string ("1.25"), for the journal's evidence. */
  amountPi: string;
  orderId: string;
}

/**
 * Credits QTT bought with Pi, inside the caller's transaction: from the Pi exchange clearing
 * account (a clearing account may go negative: its balance is minus what was sold for Pi)
 * to the buyer's wallet. Not a reward: the reward pool, daily caps and reward holds do not
 * apply, the person paid for it. A second call for the same payment moves nothing and
 * returns the first transfer (`replayed`).
 */
export async function creditPiPurchase(tx: Tx, c: PiPurchaseCredit): Promise<PostedTransfer> {
  return postTransfer(tx, {
    debit: systemAccounts.piExchange,
    credit: await ensureWallet(tx, c.userId),
    amount: c.qtt,
    type: 'pi',
    reason: 'Bought with Pi',
    idempotencyKey: piCreditKey(c.paymentId),
    sourceId: c.paymentId,
    metadata: {
      kind: 'pi',
      paymentId: c.paymentId,
      txid: c.txid,
      amountPi: c.amountPi,
      orderId: c.orderId,
    },
  });
}

export const piCreditKey = (paymentId: string) => `pi:${paymentId}`;
