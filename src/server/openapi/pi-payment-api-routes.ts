import {
  createPiOrderRequestSchema,
  myPiPaymentsResponseSchema,
  piAdminActionResponseSchema,
  piApproveRequestSchema,
  piCompleteRequestSchema,
  piIncompleteRequestSchema,
  piOrderSchema,
  piPaymentResponseSchema,
  stuckPiPaymentsResponseSchema,
} from '@/domain/api/pi';
import type { ApiRoute } from './api-routes';

/** Buying QTT with Pi and the admin's stuck payments (src/server/pi, decision 016). */
export const piPaymentApiRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/pi-orders',
    summary: 'Makes the order a Pi payment must carry (Pi amount in; the QTT is the server’s)',
    body: createPiOrderRequestSchema,
    response: piOrderSchema,
  },
  {
    method: 'POST',
    path: '/api/pi-payment-approve',
    summary: 'Checks a Pi payment against its order and approves it (SDK callback)',
    body: piApproveRequestSchema,
    response: piPaymentResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/pi-payment-complete',
    summary: 'Credits a verified Pi payment once and completes it (SDK callback)',
    body: piCompleteRequestSchema,
    response: piPaymentResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/pi-payment-incomplete',
    summary: 'Completes or cancels a payment the SDK found half-done at sign-in',
    body: piIncompleteRequestSchema,
    response: piPaymentResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/pi-payments',
    summary: 'The user’s recent Pi payments, newest first',
    response: myPiPaymentsResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/pi-payments/stuck',
    summary: 'Pi payments not completed in time, with the Pi Platform’s state (admin)',
    response: stuckPiPaymentsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/pi-payments/:orderId/retry',
    summary: 'Takes a stuck Pi payment’s next step (admin)',
    response: piAdminActionResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/pi-payments/:orderId/cancel',
    summary: 'Cancels a stuck Pi payment never credited (admin)',
    response: piAdminActionResponseSchema,
  },
];
