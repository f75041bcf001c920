import type { PiDeps } from './pi-deps';
import { requirePiIdentity } from './pi-identity-of';
import { orderByPaymentId, ownOrder } from './pi-order-store';
import type { PiPaymentRow } from './pi-payment-view';
import { settlePiOrder } from './settle-pi-order';

/**
 * The SDK's onReadyForServerCompletion: the order this payment claimed at approval, this
 * user's, completed with the txid the SDK reports once the Pi Platform confirms it.
 */
export async function completePiPayment(
  deps: PiDeps,
  o: { userId: string; paymentId: string; txid: string },
): Promise<PiPaymentRow> {
  const identity = await requirePiIdentity(deps.db, o.userId);
  const payment = await deps.platform.getPayment(o.paymentId);
  const order = ownOrder(await orderByPaymentId(deps.db, o.paymentId), o.userId);
  return settlePiOrder(deps, order, payment, { piUid: identity.piUid, txid: o.txid });
}
