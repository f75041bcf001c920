import type { PiAdminActionResponse } from '@/domain/api/pi';
import { AppError } from '../http/app-error';
import { approveAtPlatform } from './approve-at-platform';
import { isCancelledOnPlatform } from './check-platform-payment';
import { completeAtPlatform } from './complete-at-platform';
import type { PiDeps } from './pi-deps';
import { orderById, updateOrder } from './pi-order-store';
import { piPaymentView } from './pi-payment-view';
import { resolvePiPayment } from './resolve-pi-payment';

/**
 * The admin's Retry on a stuck order: asks the Pi Platform where the payment stands and
 * takes the next step — completes it (crediting once) when its transaction is verified,
 * approves it when the platform has not, marks it cancelled when Pi cancelled it, and
 * otherwise reports what it waits for. A platform failure answers 502/503 and changes
 * nothing but lastError.
 */
export async function retryPiOrder(deps: PiDeps, orderId: string): Promise<PiAdminActionResponse> {
  const order = await orderById(deps.db, orderId);
  if (!order) throw new AppError('PI_ORDER_NOT_FOUND', 'No such Pi order.');
  const answer = (row: typeof order, outcome: string) => ({ payment: piPaymentView(row), outcome });
  if (order.status === 'cancelled') return answer(order, 'Cancelled: nothing to retry.');
  if (!order.paymentId) {
    return answer(order, 'No Pi payment was made for this order yet: nothing to retry.');
  }
  const payment = await deps.platform.getPayment(order.paymentId);
  if (order.status === 'completed') {
    const done = await completeAtPlatform(deps, order, payment);
    return answer(done, 'Credited, and completed at the Pi Platform.');
  }
  if (payment.transaction?.verified) {
    const done = await resolvePiPayment(deps, payment, {
      userId: order.userId,
      piUid: order.piUid,
    });
    return answer(done, `Completed: ${piPaymentView(done).credited} QTT credited once.`);
  }
  if (isCancelledOnPlatform(payment)) {
    const now = deps.clock.now();
    const done = await updateOrder(
      deps.db,
      order.id,
      { status: 'cancelled', lastError: null },
      now,
    );
    return answer(done, 'Cancelled at the Pi Platform: marked cancelled.');
  }
  if (!payment.status.developer_approved) {
    const done = await approveAtPlatform(deps, order, payment);
    return answer(done, 'Approved at the Pi Platform: waiting for the user’s transaction.');
  }
  return answer(order, 'Approved: waiting for the user’s blockchain transaction.');
}
