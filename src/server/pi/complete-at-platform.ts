import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import type { PiDeps } from './pi-deps';
import { failureText } from './pi-errors';
import { updateOrder } from './pi-order-store';
import type { PiPaymentRow } from './pi-payment-view';

/**
 * Tells the Pi Platform a credited order is complete, unless it already shows completed.
 * The credit is already committed and keyed on the payment, so a failed call only records
 * lastError and throws: the next callback, the sign-in's incomplete payment or the admin's
 * Retry calls complete again, and never credits twice.
 */
export async function completeAtPlatform(
  deps: PiDeps,
  order: PiPaymentRow,
  payment: PiPlatformPayment,
): Promise<PiPaymentRow> {
  if (!payment.status.developer_completed && order.txid) {
    try {
      await deps.platform.complete(payment.identifier, order.txid);
    } catch (err) {
      // A parallel caller or a call that timed out after landing may have completed it.
      const now = await deps.platform.getPayment(payment.identifier).catch(() => null);
      if (!now?.status.developer_completed) {
        await updateOrder(deps.db, order.id, { lastError: failureText(err) }, deps.clock.now());
        deps.logger.warn(
          { orderId: order.id, paymentId: payment.identifier },
          'pi complete failed after the credit',
        );
        throw err;
      }
    }
  }
  if (order.lastError === null) return order;
  return updateOrder(deps.db, order.id, { lastError: null }, deps.clock.now());
}
