import {
  createPiOrderRequestSchema,
  myPiPaymentsResponseSchema,
  piApproveRequestSchema,
  piCompleteRequestSchema,
  piIncompleteRequestSchema,
  piOrderSchema,
  piPaymentResponseSchema,
} from '@/domain/api/pi';
import { defineRoutes } from '../http/define-route';
import { approvePiPayment } from './approve-pi-payment';
import { checkBearerToken } from './check-bearer-token';
import { completePiPayment } from './complete-pi-payment';
import { createPiOrder } from './create-pi-order';
import { listMyPiPayments } from './list-my-pi-payments';
import { piDepsOf, type PiDeps } from './pi-deps';
import { piPaymentView } from './pi-payment-view';
import { requirePiDeps } from './require-pi-deps';
import { resolveIncompletePayment } from './resolve-incomplete-payment';

/** With Pi off every payment route answers 503, before it asks who is calling. */
const piOn = ({ deps }: { deps: { pi: PiDeps | null } }) => requirePiDeps(deps.pi);

/** What a callback of the Pi SDK can answer, beside Pi being off. */
const callbackErrors = [
  'PI_NOT_CONFIGURED',
  'PI_TOKEN_INVALID',
  'PI_ORDER_NOT_FOUND',
  'PI_PAYMENT_NOT_FOUND',
  'PI_PAYMENT_MISMATCH',
  'PI_PAYMENT_CANCELLED',
  'PI_PAYMENT_NOT_READY',
  'PI_PLATFORM_UNAVAILABLE',
  'PI_PLATFORM_FAILED',
] as const;

/**
 * Buying QTT with Pi (decision 016). The account comes from the session; the body names
 * only a Pi amount (for a new order) or ids, never the QTT to credit. The SDK's callbacks
 * also carry the pioneer's Pi access token as a bearer token.
 */
export const piPaymentRoutes = defineRoutes({
  area: 'pi',
  setup: (services) => ({ pi: piDepsOf(services) }),
  routes: (route) => [
    route({
      method: 'POST',
      name: 'pi-orders',
      operationId: 'createPiOrder',
      summary: 'Makes the order a Pi payment must carry (Pi amount in; the QTT is the server’s)',
      access: 'member',
      before: piOn,
      body: createPiOrderRequestSchema,
      responses: { 201: piOrderSchema },
      errors: ['PI_NOT_CONFIGURED', 'FORBIDDEN', 'RATE_LIMITED', 'INVALID_AMOUNT'],
      handler: ({ deps, caller, body }) =>
        createPiOrder(requirePiDeps(deps.pi), { userId: caller.id, ...body }),
    }),
    route({
      method: 'POST',
      name: 'pi-payment-approve',
      operationId: 'approvePiPayment',
      summary: 'Checks a Pi payment against its order and approves it (SDK callback)',
      access: 'member',
      before: piOn,
      body: piApproveRequestSchema,
      responses: { 200: piPaymentResponseSchema },
      errors: callbackErrors,
      handler: async ({ deps, caller, body, request }) => {
        const pi = requirePiDeps(deps.pi);
        await checkBearerToken(pi, request, caller.id);
        const row = await approvePiPayment(pi, { userId: caller.id, paymentId: body.paymentId });
        return { payment: piPaymentView(row) };
      },
    }),
    route({
      method: 'POST',
      name: 'pi-payment-complete',
      operationId: 'completePiPayment',
      summary: 'Credits a verified Pi payment once and completes it (SDK callback)',
      access: 'member',
      before: piOn,
      body: piCompleteRequestSchema,
      responses: { 200: piPaymentResponseSchema },
      errors: callbackErrors,
      handler: async ({ deps, caller, body, request }) => {
        const pi = requirePiDeps(deps.pi);
        await checkBearerToken(pi, request, caller.id);
        const row = await completePiPayment(pi, { userId: caller.id, ...body });
        return { payment: piPaymentView(row) };
      },
    }),
    route({
      method: 'POST',
      name: 'pi-payment-incomplete',
      operationId: 'resolveIncompletePiPayment',
      summary: 'Completes or cancels a payment the SDK found half-done at sign-in',
      access: 'member',
      before: piOn,
      body: piIncompleteRequestSchema,
      responses: { 200: piPaymentResponseSchema },
      errors: callbackErrors,
      handler: async ({ deps, caller, body, request }) => {
        const pi = requirePiDeps(deps.pi);
        await checkBearerToken(pi, request, caller.id);
        const row = await resolveIncompletePayment(pi, { userId: caller.id, ...body });
        return { payment: piPaymentView(row) };
      },
    }),
    route({
      method: 'GET',
      name: 'pi-payments',
      operationId: 'listMyPiPayments',
      summary: 'The user’s recent Pi payments, newest first',
      access: 'member',
      before: piOn,
      responses: { 200: myPiPaymentsResponseSchema },
      errors: ['PI_NOT_CONFIGURED'],
      handler: async ({ deps, caller }) => ({
        payments: await listMyPiPayments(requirePiDeps(deps.pi).db, caller.id),
      }),
    }),
  ],
});
