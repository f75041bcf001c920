import { and, eq, inArray } from 'drizzle-orm';
import type { PiAdminActionResponse } from '@/domain/api/pi';
import { piPayment } from '../db/schema';
import { AppError } from '../http/app-error';
import { isCancelledOnPlatform } from './check-platform-payment';
import type { PiDeps } from './pi-deps';
import { orderById } from './pi-order-store';
import { piPaymentView } from './pi-payment-view';

/**
 * The admin's Cancel on a stuck order: cancels its payment at the Pi Platform (if there is
 * one and Pi has not) and marks the order cancelled. Never after a credit, and never once
 * the user's transaction exists (then Retry completes it): the user paid.
 */
export async function cancelPiOrder(deps: PiDeps, orderId: string): Promise<PiAdminActionResponse> {
  const order = await orderById(deps.db, orderId);
  if (!order) throw new AppError('PI_ORDER_NOT_FOUND', 'No such Pi order.');
  if (order.status === 'cancelled') {
    return { payment: piPaymentView(order), outcome: 'Already cancelled.' };
  }
  if (order.status === 'completed' || order.transferId !== null) {
    throw AppError.conflict('This payment was credited; it cannot be cancelled.');
  }
  if (order.paymentId) {
    const payment = await deps.platform.getPayment(order.paymentId);
    if (payment.transaction) {
      throw AppError.conflict('The user paid on the blockchain: use Retry to complete it.');
    }
    if (!isCancelledOnPlatform(payment)) await deps.platform.cancel(order.paymentId);
  }
  // Only an order still open: a completion that won the race keeps its credit and status.
  const [row] = await deps.db
    .update(piPayment)
    .set({ status: 'cancelled', lastError: null, updatedAt: deps.clock.now() })
    .where(and(eq(piPayment.id, order.id), inArray(piPayment.status, ['created', 'approved'])))
    .returning();
  if (!row) throw AppError.conflict('This payment was credited meanwhile; it stays completed.');
  return { payment: piPaymentView(row), outcome: 'Cancelled.' };
}
