import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import { approveAtPlatform } from './approve-at-platform';
import { isCancelledOnPlatform, orderIdOf, paymentMismatch } from './check-platform-payment';
import type { PiDeps } from './pi-deps';
import { piErrors } from './pi-errors';
import { requirePiIdentity } from './pi-identity-of';
import { claimOrder, orderById, orderByPaymentId, ownOrder, updateOrder } from './pi-order-store';
import type { PiPaymentRow } from './pi-payment-view';

/**
 * The SDK's onReadyForServerApproval. Re-reads the payment from the Pi Platform, checks it
 * against the order its metadata names (this user's, still created), claims the order for
 * this payment id, then approves it at the platform. Repeated and parallel calls answer the
 * same: an order already claimed by this payment is approved again only if the platform
 * does not show it approved yet. A mismatch approves nothing and is recorded on the order.
 */
export async function approvePiPayment(
  deps: PiDeps,
  o: { userId: string; paymentId: string },
): Promise<PiPaymentRow> {
  const identity = await requirePiIdentity(deps.db, o.userId);
  const payment = await deps.platform.getPayment(o.paymentId);
  const expect = { network: deps.network, piUid: identity.piUid };

  const claimed = await orderByPaymentId(deps.db, o.paymentId);
  if (claimed) return approveClaimed(deps, ownOrder(claimed, o.userId), payment, expect);

  const orderId = orderIdOf(payment);
  const order = orderId ? await orderById(deps.db, orderId) : null;
  if (!order || order.userId !== o.userId) {
    throw piErrors.mismatch('The payment does not name an order of yours.');
  }
  // Claimed by this payment between our two reads (a parallel callback won).
  if (order.paymentId === o.paymentId) return approveClaimed(deps, order, payment, expect);
  if (order.status === 'cancelled') throw piErrors.cancelled();
  if (order.status !== 'created') {
    throw piErrors.mismatch('This order is already being paid by another payment.');
  }
  if (isCancelledOnPlatform(payment)) throw piErrors.cancelled();
  const why = paymentMismatch(payment, order, expect);
  if (why) {
    await updateOrder(deps.db, order.id, { lastError: why }, deps.clock.now());
    throw piErrors.mismatch(why);
  }
  const won = await claimOrder(deps.db, order.id, o.paymentId, deps.clock.now());
  if (won) return approveAtPlatform(deps, won, payment);
  // A parallel call claimed it first: the same payment is fine, another one is not.
  const after = await orderByPaymentId(deps.db, o.paymentId);
  if (after?.id === order.id) return approveClaimed(deps, after, payment, expect);
  throw piErrors.mismatch('This order is already being paid by another payment.');
}

async function approveClaimed(
  deps: PiDeps,
  order: PiPaymentRow,
  payment: PiPlatformPayment,
  expect: Parameters<typeof paymentMismatch>[2],
): Promise<PiPaymentRow> {
  if (order.status === 'cancelled') throw piErrors.cancelled();
  const why = paymentMismatch(payment, order, expect);
  if (why) throw piErrors.mismatch(why);
  if (order.status === 'completed') return order;
  if (isCancelledOnPlatform(payment)) throw piErrors.cancelled();
  return approveAtPlatform(deps, order, payment);
}
