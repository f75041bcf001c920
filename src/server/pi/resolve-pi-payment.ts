import { AppError } from '../http/app-error';
import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import { isCancelledOnPlatform, orderIdOf, paymentMismatch } from './check-platform-payment';
import type { PiDeps } from './pi-deps';
import { piErrors } from './pi-errors';
import { claimOrder, orderById, orderByPaymentId, updateOrder } from './pi-order-store';
import type { PiPaymentRow } from './pi-payment-view';
import { settlePiOrder } from './settle-pi-order';

/**
 * Settles a payment left half-done (found by the SDK at sign-in, or retried by an admin):
 * with a verified transaction it is completed against its order (claimed first if the
 * approval's answer was lost); without one it is cancelled at the Pi Platform and so is its
 * order. A payment with a transaction but no order of this user is never credited.
 */
export async function resolvePiPayment(
  deps: PiDeps,
  payment: PiPlatformPayment,
  who: { userId: string; piUid: string },
): Promise<PiPaymentRow> {
  const order = await orderOf(deps, payment, who.userId);
  const chain = payment.transaction;
  if (chain?.verified) {
    if (!order) throw piErrors.mismatch('No order of yours matches this payment.');
    const claimed = order.status === 'created' ? await claim(deps, order, payment, who) : order;
    return settlePiOrder(deps, claimed, payment, { piUid: who.piUid, txid: chain.txid });
  }
  if (chain) throw piErrors.notReady('The blockchain transaction is not verified yet.');
  if (order?.status === 'completed') return order;
  if (!isCancelledOnPlatform(payment)) await deps.platform.cancel(payment.identifier);
  if (!order) {
    throw new AppError(
      'PI_ORDER_NOT_FOUND',
      'No QTN order matches this payment; it was cancelled.',
    );
  }
  return updateOrder(deps.db, order.id, { status: 'cancelled', lastError: null }, deps.clock.now());
}

/** The order this payment claimed, or else the one its metadata names, if it is the user's. */
async function orderOf(deps: PiDeps, payment: PiPlatformPayment, userId: string) {
  const byPayment = await orderByPaymentId(deps.db, payment.identifier);
  if (byPayment) {
    if (byPayment.userId !== userId) {
      throw new AppError('PI_ORDER_NOT_FOUND', 'No order of yours matches this payment.');
    }
    return byPayment;
  }
  const id = orderIdOf(payment);
  const named = id ? await orderById(deps.db, id) : null;
  const free = named?.paymentId === null || named?.paymentId === payment.identifier;
  return named && named.userId === userId && free ? named : null;
}

async function claim(
  deps: PiDeps,
  order: PiPaymentRow,
  payment: PiPlatformPayment,
  who: { piUid: string },
): Promise<PiPaymentRow> {
  const why = paymentMismatch(payment, order, { network: deps.network, piUid: who.piUid });
  if (why) throw piErrors.mismatch(why);
  const won = await claimOrder(deps.db, order.id, payment.identifier, deps.clock.now());
  const now = won ?? (await orderByPaymentId(deps.db, payment.identifier));
  if (!now || now.id !== order.id) {
    throw piErrors.mismatch('This order is already being paid by another payment.');
  }
  return now;
}
