import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adjustmentSchema, fundPoolSchema, ledgerQuerySchema } from '@/domain/api/admin-ledger';
import { idempotencyKey } from '@/domain/api/fields';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import type { Database } from '../db/open-database';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { adjustBalance, fundPool, ledgerSummary, listLedger } from './ledger-admin';

const optionalKey = idempotencyKey.optional();

/** Admin views and corrections of the ledger; every write names the admin who made it. */
export function registerLedgerAdminRoutes(
  app: FastifyInstance,
  { auth, db }: { auth: Auth; db: Database },
) {
  const admin = async (
    request: Parameters<typeof requireAdmin>[1],
    reply: Parameters<typeof requireAdmin>[2],
  ) => {
    return requireAdmin(auth, request, reply);
  };
  mountFunction(app, {
    method: 'GET',
    name: 'admin/ledger',
    handler: async (request, reply) => {
      await admin(request, reply);
      return listLedger(db, parseInput(ledgerQuerySchema, request.query));
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'admin/ledger/summary',
    handler: async (request, reply) => {
      await admin(request, reply);
      return ledgerSummary(db);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin/ledger/adjustments',
    handler: async (request, reply) => {
      const who = await admin(request, reply);
      const input = parseInput(adjustmentSchema, request.body ?? {});
      const key = parseInput(optionalKey, request.headers['idempotency-key']) ?? randomUUID();
      const posted = await adjustBalance(db, {
        ...input,
        adminId: who.id,
        idempotencyKey: `admin-adjust:${who.id}:${key}`,
      });
      return reply
        .status(posted.replayed ? 200 : 201)
        .send({ id: posted.id.toString(), replayed: posted.replayed });
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin/ledger/fund-pool',
    handler: async (request, reply) => {
      const who = await admin(request, reply);
      const input = parseInput(fundPoolSchema, request.body ?? {});
      const key = parseInput(optionalKey, request.headers['idempotency-key']) ?? randomUUID();
      const posted = await fundPool(db, {
        amount: input.amount,
        reason: `Pool funding: ${input.reason}`,
        createdBy: who.id,
        idempotencyKey: `pool-fund:${who.id}:${key}`,
      });
      return reply
        .status(posted.replayed ? 200 : 201)
        .send({ id: posted.id.toString(), replayed: posted.replayed });
    },
  });
}
