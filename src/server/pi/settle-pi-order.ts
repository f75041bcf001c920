import { eq } from 'drizzle-orm';
import { piUnitsToDecimal } from '@/domain/pi/pi-amount';
import { piPayment } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import { creditPiPurchase } from '../ledger/credit-pi-purchase';
import { isCancelledOnPlatform, paymentMismatch } from './check-platform-payment';
import { completeAtPlatform } from './complete-at-platform';
import type { PiDeps } from './pi-deps';
import { piErrors } from './pi-errors';
import { updateOrder } from './pi-order-store';
import type { PiPaymentRow } from './pi-payment-view';

/**
 * Completes an approved order with the payment the Pi Platform just described: requires
 * its transaction, verified, with the txid the caller names; then, in one database
 * transaction under the order's row lock, credits the QTT (keyed on the payment id) and
 * marks the order completed; then completes the payment at the platform. Any number of
 * parallel callers credit once: the second one finds the order completed under the lock.
 */
export async function settlePiOrder(
  deps: PiDeps,
  order: PiPaymentRow,
  payment: PiPlatformPayment,
  expect: { piUid: string; txid: string },
): Promise<PiPaymentRow> {
  if (order.status === 'cancelled') throw piErrors.cancelled();
  if (order.status === 'created') throw piErrors.notReady('This payment is not approved yet.');
  const why = paymentMismatch(payment, order, { network: deps.network, piUid: expect.piUid });
  if (why) throw piErrors.mismatch(why);
  if (order.status === 'completed') {
    if (order.txid !== expect.txid) {
      throw piErrors.mismatch('The transaction id is not the payment’s.');
    }
    return completeAtPlatform(deps, order, payment);
  }
  if (isCancelledOnPlatform(payment)) throw piErrors.cancelled();
  const chain = payment.transaction;
  if (!chain) throw piErrors.notReady('The payment has no blockchain transaction yet.');
  if (!chain.verified) throw piErrors.notReady('The blockchain transaction is not verified yet.');
  if (chain.txid !== expect.txid) {
    throw piErrors.mismatch('The transaction id is not the payment’s.');
  }
  const done = await withTransaction(deps.db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(piPayment)
      .where(eq(piPayment.id, order.id))
      .for('update');
    if (!locked) throw piErrors.notReady('The order is gone.');
    if (locked.status === 'completed') return locked;
    if (locked.status !== 'approved' || locked.paymentId !== payment.identifier) {
      throw piErrors.cancelled();
    }
    const posted = await creditPiPurchase(tx, {
      userId: locked.userId,
      paymentId: payment.identifier,
      txid: chain.txid,
      qtt: locked.qtt,
      amountPi: piUnitsToDecimal(locked.amountPi),
      orderId: locked.id,
    });
    const now = deps.clock.now();
    return updateOrder(
      tx,
      locked.id,
      { status: 'completed', txid: chain.txid, transferId: posted.id, lastError: null },
      now,
    );
  });
  return completeAtPlatform(deps, done, payment);
}
