import type { PiPayment } from '@/domain/api/pi';
import { piMessages } from '@/domain/pi/pi-messages';
import type { PiOrderType } from '@/domain/pi/pi-sdk';
import { approvePiPayment } from './api/approve-pi-payment';
import { completePiPayment } from './api/complete-pi-payment';
import { createPiOrder } from './api/create-pi-order';
import type { PiSdk } from './pi-sdk-types';
import { readPiAccessToken } from './pi-token';

/** Where a running payment stands (docs/pi.md), for the progress the pages show. */
export type PiPaymentPhase = 'ordering' | 'approval' | 'completion';

export interface PiPaymentDone {
  paymentId: string;
  txid: string;
  payment: PiPayment;
}

export const piPaymentCancelled = 'Payment cancelled';

/**
 * One payment: the server makes the order first, then Pi.createPayment gets exactly the
 * order's payment data. The SDK may call approval and completion more than once; the
 * server answers each the same, and the first outcome settles the promise.
 */
export async function runPiPayment(
  pi: PiSdk,
  amount: string,
  type: PiOrderType,
  onPhase: (phase: PiPaymentPhase) => void = () => {},
): Promise<PiPaymentDone> {
  if (typeof pi.createPayment !== 'function') throw new Error(piMessages.paymentApiUnavailable);
  onPhase('ordering');
  const order = await createPiOrder({ amount, type });
  const token = readPiAccessToken();
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    try {
      pi.createPayment(order.payment, {
        onReadyForServerApproval: (paymentId) => {
          onPhase('approval');
          approvePiPayment(paymentId, token).catch(() =>
            fail(new Error(piMessages.serverApprovalFailed)),
          );
        },
        onReadyForServerCompletion: (paymentId, txid) => {
          onPhase('completion');
          completePiPayment(paymentId, txid, token).then(
            ({ payment }) => {
              if (settled) return;
              settled = true;
              resolve({ paymentId, txid, payment });
            },
            () => fail(new Error(piMessages.serverCompletionFailed)),
          );
        },
        onCancel: () => fail(new Error(piPaymentCancelled)),
        onError: (error) => fail(error instanceof Error ? error : new Error(String(error))),
      });
    } catch (error) {
      fail(error instanceof Error ? error : new Error(piMessages.paymentApiUnavailable));
    }
  });
}
