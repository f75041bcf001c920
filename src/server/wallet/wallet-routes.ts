import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '@/domain/api/fields';
import { createVaultSchema, vaultParamsSchema } from '@/domain/api/vaults';
import { transactionQuerySchema } from '@/domain/api/wallet';
import type { Auth } from '../auth/create-auth';
import { requireUser } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { claimVault, withdrawVault } from '../vaults/close-vault';
import { createVault } from '../vaults/create-vault';
import { listVaults } from '../vaults/list-vaults';
import { toVaultView } from '../vaults/vault-view';
import { getWallet } from './get-wallet';
import { listTransactions } from './list-transactions';
import { watchRewardsSummary } from './watch-rewards-summary';

const optionalKey = idempotencyKey.optional();

/** The signed-in user's wallet and vaults. The user always comes from the session. */
export function registerWalletRoutes(
  app: FastifyInstance,
  {
    auth,
    db,
    clock,
    vaultReserveShareBps,
  }: { auth: Auth; db: Database; clock: Clock; vaultReserveShareBps: number },
) {
  mountFunction(app, {
    method: 'GET',
    name: 'wallet',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      return getWallet(db, user.id, clock.now());
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'wallet/transactions',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      return listTransactions(db, user.id, parseInput(transactionQuerySchema, request.query));
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'powt-rewards-summary',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      return watchRewardsSummary(db, user.id);
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'vaults',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      return listVaults(db, user.id, clock.now(), vaultReserveShareBps);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'vaults',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      const input = parseInput(createVaultSchema, request.body ?? {});
      const key = parseInput(optionalKey, request.headers['idempotency-key']);
      const now = clock.now();
      const v = await createVault(db, {
        ...input,
        userId: user.id,
        now,
        reserveShareBps: vaultReserveShareBps,
        idempotencyKey: key,
      });
      return reply.status(201).send(toVaultView(v, now));
    },
  });
  for (const action of ['claim', 'withdraw'] as const) {
    mountFunction(app, {
      method: 'POST',
      name: `vaults/:id/${action}`,
      handler: async (request, reply) => {
        const user = await requireUser(auth, request, reply);
        const params = vaultParamsSchema.safeParse(request.params);
        if (!params.success) throw AppError.notFound('Vault not found');
        const { id } = params.data;
        const now = clock.now();
        const close = action === 'claim' ? claimVault : withdrawVault;
        return toVaultView(await close(db, { userId: user.id, vaultId: id, now }), now);
      },
    });
  }
}
