import { z } from 'zod';
import {
  myPiPaymentsResponseSchema,
  piConfigSchema,
  piLinkResponseSchema,
  piOrderSchema,
  piPaymentResponseSchema,
  piSignInResponseSchema,
  pingResponseSchema,
  verifyPiTokenResponseSchema,
  type CreatePiOrderRequest,
} from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';

/** The server's Pi endpoints (src/domain/api/pi.ts), one function each. */
const post = (body: unknown, accessToken?: string | null): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  // The specification sends the Pi access token with approval and completion.
  ...(accessToken ? { headers: { authorization: `Bearer ${accessToken}` } } : {}),
});

export const piApi = {
  config: () => apiFetch('/api/pi-config', { schema: piConfigSchema }),
  signIn: (accessToken: string) =>
    apiFetch('/api/pi-sign-in', { schema: piSignInResponseSchema, ...post({ accessToken }) }),
  link: () => apiFetch('/api/pi-link', { schema: piLinkResponseSchema }),
  linkToken: (accessToken: string) =>
    apiFetch('/api/pi-link', { schema: piLinkResponseSchema, ...post({ accessToken }) }),
  verifyToken: (accessToken: string) =>
    apiFetch('/api/verify-pi-token', {
      schema: verifyPiTokenResponseSchema,
      ...post({ accessToken }),
    }),
  ping: () => apiFetch('/api/ping', { schema: pingResponseSchema }),
  createOrder: (order: CreatePiOrderRequest) =>
    apiFetch('/api/pi-orders', { schema: piOrderSchema, ...post(order) }),
  approve: (paymentId: string, token?: string | null) =>
    apiFetch('/api/pi-payment-approve', {
      schema: piPaymentResponseSchema,
      ...post({ paymentId }, token),
    }),
  complete: (paymentId: string, txid: string, token?: string | null) =>
    apiFetch('/api/pi-payment-complete', {
      schema: piPaymentResponseSchema,
      ...post({ paymentId, txid }, token),
    }),
  incomplete: (paymentId: string) =>
    apiFetch('/api/pi-payment-incomplete', {
      schema: z.unknown(),
      ...post({ paymentId }),
    }),
  payments: () => apiFetch('/api/pi-payments', { schema: myPiPaymentsResponseSchema }),
};
