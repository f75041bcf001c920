import { AppError } from '../http/app-error';
import type { PiDeps } from './pi-deps';
import { requirePiIdentity } from './pi-identity-of';
import type { PiPaymentRow } from './pi-payment-view';
import { resolvePiPayment } from './resolve-pi-payment';

/**
 * POST /api/pi-payment-incomplete: a payment the SDK's onIncompletePaymentFound reported at
 * sign-in. Only the payer may resolve it; another Pi user's payment is not found, like an
 * unknown one.
 */
export async function resolveIncompletePayment(
  deps: PiDeps,
  o: { userId: string; paymentId: string },
): Promise<PiPaymentRow> {
  const identity = await requirePiIdentity(deps.db, o.userId);
  // An unknown id and another pioneer's payment answer alike: nothing tells them apart.
  const notYours = () => new AppError('PI_PAYMENT_NOT_FOUND', 'No payment of yours has this id.');
  const payment = await deps.platform.getPayment(o.paymentId).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'PI_PAYMENT_NOT_FOUND' ? notYours() : err;
  });
  if (payment.user_uid !== identity.piUid) throw notYours();
  return resolvePiPayment(deps, payment, { userId: o.userId, piUid: identity.piUid });
}
