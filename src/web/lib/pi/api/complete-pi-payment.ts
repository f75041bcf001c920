import { piPaymentResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { piTokenHeaders } from './pi-token-headers';

/** Completes a payment with its blockchain transaction; the server credits the QTT once. */
export const completePiPayment = (paymentId: string, txid: string, token?: string | null) =>
  apiFetch('/api/pi-payment-complete', {
    schema: piPaymentResponseSchema,
    method: 'POST',
    body: JSON.stringify({ paymentId, txid }),
    headers: piTokenHeaders(token),
  });
