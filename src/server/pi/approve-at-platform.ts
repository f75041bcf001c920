import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import type { PiDeps } from './pi-deps';
import { failureText } from './pi-errors';
import { updateOrder } from './pi-order-store';
import type { PiPaymentRow } from './pi-payment-view';

/**
 * Approves a claimed order's payment at the Pi Platform unless it already shows approved.
 * A failed call leaves the order 'approved' (claimed) with lastError, and throws: the SDK's
 * next callback or the admin's Retry calls approve again, since the platform still shows
 * the payment unapproved.
 */
export async function approveAtPlatform(
  deps: PiDeps,
  order: PiPaymentRow,
  payment: PiPlatformPayment,
): Promise<PiPaymentRow> {
  if (!payment.status.developer_approved) {
    try {
      await deps.platform.approve(payment.identifier);
    } catch (err) {
      // A call that timed out may still have landed: trust only a fresh read.
      const now = await deps.platform.getPayment(payment.identifier).catch(() => null);
      if (!now?.status.developer_approved) {
        await updateOrder(deps.db, order.id, { lastError: failureText(err) }, deps.clock.now());
        deps.logger.warn({ orderId: order.id, paymentId: payment.identifier }, 'pi approve failed');
        throw err;
      }
    }
  }
  if (order.lastError === null) return order;
  return updateOrder(deps.db, order.id, { lastError: null }, deps.clock.now());
}
