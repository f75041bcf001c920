import { piPaymentResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { piTokenHeaders } from './pi-token-headers';

export const approvePiPayment = (paymentId: string, token?: string | null) =>
  apiFetch('/api/pi-payment-approve', {
    schema: piPaymentResponseSchema,
    method: 'POST',
    body: JSON.stringify({ paymentId }),
    headers: piTokenHeaders(token),
  });
