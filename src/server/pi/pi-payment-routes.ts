import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createPiOrderRequestSchema,
  piApproveRequestSchema,
  piCompleteRequestSchema,
  piIncompleteRequestSchema,
} from '@/domain/api/pi';
import type { Auth } from '../auth/create-auth';
import { requireUser } from '../auth/session-guards';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { approvePiPayment } from './approve-pi-payment';
import { checkBearerToken } from './check-bearer-token';
import { completePiPayment } from './complete-pi-payment';
import { createPiOrder } from './create-pi-order';
import { listMyPiPayments } from './list-my-pi-payments';
import type { PiDeps } from './pi-deps';
import { piPaymentView } from './pi-payment-view';
import { requirePiDeps } from './require-pi-deps';
import { resolveIncompletePayment } from './resolve-incomplete-payment';

/**
 * Buying QTT with Pi (decision 016). The account comes from the session; the body names
 * only a Pi amount (for a new order) or ids, never the QTT to credit. With Pi off every
 * route answers 503 PI_NOT_CONFIGURED.
 */
export function registerPiPaymentRoutes(
  app: FastifyInstance,
  { auth, pi }: { auth: Auth; pi: PiDeps | null },
) {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const deps = requirePiDeps(pi);
    const user = await requireUser(auth, request, reply);
    return { deps, user };
  };
  mountFunction(app, {
    method: 'POST',
    name: 'pi-orders',
    handler: async (request, reply) => {
      const { deps, user } = await signedIn(request, reply);
      const body = parseInput(createPiOrderRequestSchema, request.body ?? {});
      return reply.status(201).send(await createPiOrder(deps, { userId: user.id, ...body }));
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'pi-payment-approve',
    handler: async (request, reply) => {
      const { deps, user } = await signedIn(request, reply);
      const body = parseInput(piApproveRequestSchema, request.body ?? {});
      await checkBearerToken(deps, request, user.id);
      const row = await approvePiPayment(deps, { userId: user.id, paymentId: body.paymentId });
      return { payment: piPaymentView(row) };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'pi-payment-complete',
    handler: async (request, reply) => {
      const { deps, user } = await signedIn(request, reply);
      const body = parseInput(piCompleteRequestSchema, request.body ?? {});
      await checkBearerToken(deps, request, user.id);
      const row = await completePiPayment(deps, { userId: user.id, ...body });
      return { payment: piPaymentView(row) };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'pi-payment-incomplete',
    handler: async (request, reply) => {
      const { deps, user } = await signedIn(request, reply);
      const body = parseInput(piIncompleteRequestSchema, request.body ?? {});
      await checkBearerToken(deps, request, user.id);
      const row = await resolveIncompletePayment(deps, { userId: user.id, ...body });
      return { payment: piPaymentView(row) };
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'pi-payments',
    handler: async (request, reply) => {
      const { deps, user } = await signedIn(request, reply);
      return { payments: await listMyPiPayments(deps.db, user.id) };
    },
  });
}
