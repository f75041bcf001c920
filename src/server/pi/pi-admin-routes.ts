import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { cancelPiOrder } from './cancel-pi-order';
import { listStuckPiPayments } from './list-stuck-pi-payments';
import type { PiDeps } from './pi-deps';
import { requirePiDeps } from './require-pi-deps';
import { retryPiOrder } from './retry-pi-order';

const orderParams = z.object({ orderId: z.string().regex(/^[0-9a-f]{32}$/, 'Not an order id.') });

/** Stuck Pi payments for admins (decision 016): the list, and Retry / Cancel per order. */
export function registerPiAdminRoutes(
  app: FastifyInstance,
  { auth, pi }: { auth: Auth; pi: PiDeps | null },
) {
  const admin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireAdmin(auth, request, reply);
    return requirePiDeps(pi);
  };
  mountFunction(app, {
    method: 'GET',
    name: 'admin/pi-payments/stuck',
    handler: async (request, reply) => {
      const deps = await admin(request, reply);
      return { payments: await listStuckPiPayments(deps) };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin/pi-payments/:orderId/retry',
    handler: async (request, reply) => {
      const deps = await admin(request, reply);
      return retryPiOrder(deps, parseInput(orderParams, request.params).orderId);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin/pi-payments/:orderId/cancel',
    handler: async (request, reply) => {
      const deps = await admin(request, reply);
      return cancelPiOrder(deps, parseInput(orderParams, request.params).orderId);
    },
  });
}
