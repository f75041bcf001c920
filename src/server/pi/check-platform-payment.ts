import { piUnitsFromPlatform } from '@/domain/pi/pi-amount';
import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import type { PiPaymentRow } from './pi-payment-view';

/**
 * Why the Pi Platform's payment does not pay this order, in words, or null when it does:
 * user-to-app, on our network, from the order's Pi uid (which must also be the signed-in
 * account's), for exactly the order's amount, with the order's memo and metadata. The
 * browser's word is never used: every field here is what the Pi Platform says.
 */
export function paymentMismatch(
  payment: PiPlatformPayment,
  order: PiPaymentRow,
  expect: { network: PiPlatformPayment['network']; piUid: string },
): string | null {
  if (payment.direction !== 'user_to_app') return 'The payment is not from the user to QTN.';
  if (payment.network !== expect.network) {
    return `The payment is on ${String(payment.network)}, not ${expect.network}.`;
  }
  if (payment.user_uid !== order.piUid || payment.user_uid !== expect.piUid) {
    return 'The payment was made by another Pi user.';
  }
  const meta = payment.metadata ?? {};
  if (meta.orderId !== order.id) return 'The payment does not name this order.';
  if (meta.type !== order.type) return 'The payment is for another kind of order.';
  if (piUnitsFromPlatform(payment.amount) !== order.amountPi) {
    return 'The payment is for another amount than the order.';
  }
  if (payment.memo !== order.memo) return 'The payment has another memo than the order.';
  return null;
}

/** The order id a payment's metadata names, if it names one as text. */
export function orderIdOf(payment: PiPlatformPayment): string | null {
  const id = payment.metadata?.orderId;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

export function isCancelledOnPlatform(payment: PiPlatformPayment): boolean {
  return payment.status.cancelled || payment.status.user_cancelled;
}
