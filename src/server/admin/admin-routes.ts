import { randomUUID } from 'node:crypto';
import { accountsQuerySchema, accountsResponseSchema } from '@/domain/api/admin-accounts';
import {
  adjustmentSchema,
  fundPoolSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  ledgerSummarySchema,
  postedTransferSchema,
} from '@/domain/api/admin-ledger';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import { adjustBalance, fundPool, ledgerSummary, listLedger } from './ledger-admin';
import { searchAccounts } from './search-accounts';

/** A first write answers 201; the same Idempotency-Key again answers the same transfer, 200. */
const postedResponses = { 201: postedTransferSchema, 200: postedTransferSchema };
const ledgerWriteErrors = ['NOT_FOUND', 'INSUFFICIENT_FUNDS', 'IDEMPOTENCY_KEY_REUSED'] as const;

/** Accounts, and the ledger's views and corrections; every write names the admin who made it. */
export const adminRoutes = defineRoutes({
  area: 'admin',
  setup: ({ db }) => ({ db }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'admin/accounts',
      operationId: 'searchAccounts',
      summary: 'Searches accounts (admin)',
      access: 'admin',
      query: accountsQuerySchema,
      invalid: { query: () => AppError.badRequest('Use q (text) and limit (1–200).') },
      responses: { 200: accountsResponseSchema },
      errors: ['BAD_REQUEST'],
      handler: ({ deps, query }) => searchAccounts(deps.db, query),
    }),
    route({
      method: 'GET',
      name: 'admin/ledger',
      operationId: 'listLedger',
      summary: 'Ledger movements (admin)',
      access: 'admin',
      query: ledgerQuerySchema,
      responses: { 200: ledgerPageSchema },
      errors: [],
      handler: ({ deps, query }) => listLedger(deps.db, query),
    }),
    route({
      method: 'GET',
      name: 'admin/ledger/summary',
      operationId: 'getLedgerSummary',
      summary: 'Pools and reconciliation (admin)',
      access: 'admin',
      responses: { 200: ledgerSummarySchema },
      errors: [],
      handler: ({ deps }) => ledgerSummary(deps.db),
    }),
    route({
      method: 'POST',
      name: 'admin/ledger/adjustments',
      operationId: 'adjustBalance',
      summary: 'Grants or deducts QTT (admin)',
      access: 'admin',
      body: adjustmentSchema,
      idempotencyKey: true,
      responses: postedResponses,
      errors: [...ledgerWriteErrors, 'BAD_REQUEST'],
      handler: async ({ deps, caller, body, idempotencyKey = randomUUID(), reply }) => {
        const posted = await adjustBalance(deps.db, {
          ...body,
          adminId: caller.id,
          idempotencyKey: `admin-adjust:${caller.id}:${idempotencyKey}`,
        });
        return reply
          .status(posted.replayed ? 200 : 201)
          .send({ id: posted.id.toString(), replayed: posted.replayed });
      },
    }),
    route({
      method: 'POST',
      name: 'admin/ledger/fund-pool',
      operationId: 'fundRewardPool',
      summary: 'Funds the reward pool (admin)',
      access: 'admin',
      body: fundPoolSchema,
      idempotencyKey: true,
      responses: postedResponses,
      errors: [...ledgerWriteErrors, 'BAD_REQUEST'],
      handler: async ({ deps, caller, body, idempotencyKey = randomUUID(), reply }) => {
        const posted = await fundPool(deps.db, {
          amount: body.amount,
          reason: `Pool funding: ${body.reason}`,
          createdBy: caller.id,
          idempotencyKey: `pool-fund:${caller.id}:${idempotencyKey}`,
        });
        return reply
          .status(posted.replayed ? 200 : 201)
          .send({ id: posted.id.toString(), replayed: posted.replayed });
      },
    }),
  ],
});
