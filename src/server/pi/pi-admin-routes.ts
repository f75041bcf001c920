import { z } from 'zod';
import { piAdminActionResponseSchema, stuckPiPaymentsResponseSchema } from '@/domain/api/pi';
import { defineRoutes } from '../http/define-route';
import { cancelPiOrder } from './cancel-pi-order';
import { listStuckPiPayments } from './list-stuck-pi-payments';
import { piDepsOf } from './pi-deps';
import { requirePiDeps } from './require-pi-deps';
import { retryPiOrder } from './retry-pi-order';

const orderParams = z.object({ orderId: z.string().regex(/^[0-9a-f]{32}$/, 'Not an order id.') });

const actionErrors = [
  'PI_NOT_CONFIGURED',
  'PI_ORDER_NOT_FOUND',
  'CONFLICT',
  'PI_PAYMENT_NOT_FOUND',
  'PI_PLATFORM_UNAVAILABLE',
  'PI_PLATFORM_FAILED',
] as const;

/** Stuck Pi payments for admins (decision 016): the list, and Retry / Cancel per order. */
export const piAdminRoutes = defineRoutes({
  area: 'pi',
  setup: (services) => ({ pi: piDepsOf(services) }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'admin/pi-payments/stuck',
      operationId: 'listStuckPiPayments',
      summary: 'Pi payments not completed in time, with the Pi Platform’s state (admin)',
      access: 'admin',
      responses: { 200: stuckPiPaymentsResponseSchema },
      errors: ['PI_NOT_CONFIGURED', 'PI_PLATFORM_UNAVAILABLE', 'PI_PLATFORM_FAILED'],
      handler: async ({ deps }) => ({
        payments: await listStuckPiPayments(requirePiDeps(deps.pi)),
      }),
    }),
    route({
      method: 'POST',
      name: 'admin/pi-payments/:orderId/retry',
      operationId: 'retryPiPayment',
      summary: 'Takes a stuck Pi payment’s next step (admin)',
      access: 'admin',
      params: orderParams,
      responses: { 200: piAdminActionResponseSchema },
      errors: actionErrors,
      handler: ({ deps, params }) => retryPiOrder(requirePiDeps(deps.pi), params.orderId),
    }),
    route({
      method: 'POST',
      name: 'admin/pi-payments/:orderId/cancel',
      operationId: 'cancelPiPayment',
      summary: 'Cancels a stuck Pi payment never credited (admin)',
      access: 'admin',
      params: orderParams,
      responses: { 200: piAdminActionResponseSchema },
      errors: actionErrors,
      handler: ({ deps, params }) => cancelPiOrder(requirePiDeps(deps.pi), params.orderId),
    }),
  ],
});
