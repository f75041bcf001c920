import { z } from 'zod';
import { apiFetch } from '@/web/lib/api-client';

/** Hands the server a payment the SDK found unfinished, for it to settle. */
export const reportIncompletePiPayment = (paymentId: string) =>
  apiFetch('/api/pi-payment-incomplete', {
    schema: z.unknown(),
    method: 'POST',
    body: JSON.stringify({ paymentId }),
  });
