import {
  createVaultSchema,
  vaultListSchema,
  vaultParamsSchema,
  vaultViewSchema,
} from '@/domain/api/vaults';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import { claimVault, withdrawVault } from './close-vault';
import { createVault } from './create-vault';
import { listVaults } from './list-vaults';
import { toVaultView } from './vault-view';

const vaultNotFound = () => AppError.notFound('Vault not found');

/** The signed-in user's vaults (product rules R3). The user always comes from the session. */
export const vaultsRoutes = defineRoutes({
  area: 'vaults',
  setup: ({ db, clock, config }) => ({
    db,
    clock,
    reserveShareBps: config.VAULT_RESERVE_SHARE_BPS,
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'vaults',
      operationId: 'listVaults',
      summary: 'The user’s vaults and stats',
      access: 'member',
      responses: { 200: vaultListSchema },
      errors: [],
      handler: ({ deps, caller }) =>
        listVaults(deps.db, caller.id, deps.clock.now(), deps.reserveShareBps),
    }),
    route({
      method: 'POST',
      name: 'vaults',
      operationId: 'createVault',
      summary: 'Locks QTT in a vault; a repeated Idempotency-Key answers the first vault',
      access: 'member',
      body: createVaultSchema,
      idempotencyKey: true,
      responses: { 201: vaultViewSchema },
      errors: [
        'INSUFFICIENT_FUNDS',
        'VAULT_RESERVE_LIMIT',
        'REWARD_POOL_EMPTY',
        'IDEMPOTENCY_KEY_REUSED',
        'CONFLICT',
      ],
      handler: async ({ deps, caller, body, idempotencyKey }) => {
        const now = deps.clock.now();
        const v = await createVault(deps.db, {
          ...body,
          userId: caller.id,
          now,
          reserveShareBps: deps.reserveShareBps,
          idempotencyKey,
        });
        return toVaultView(v, now);
      },
    }),
    ...(['claim', 'withdraw'] as const).map((action) =>
      route({
        method: 'POST',
        name: `vaults/:id/${action}`,
        operationId: action === 'claim' ? 'claimVault' : 'withdrawVault',
        summary: action === 'claim' ? 'Claims an unlocked vault' : 'Withdraws early (15 % penalty)',
        access: 'member',
        params: vaultParamsSchema,
        invalid: { params: vaultNotFound },
        responses: { 200: vaultViewSchema },
        errors: [
          'NOT_FOUND',
          'VAULT_CLOSED',
          action === 'claim' ? 'VAULT_LOCKED' : 'VAULT_UNLOCKED',
        ],
        handler: async ({ deps, caller, params }) => {
          const now = deps.clock.now();
          const close = action === 'claim' ? claimVault : withdrawVault;
          return toVaultView(
            await close(deps.db, { userId: caller.id, vaultId: params.id, now }),
            now,
          );
        },
      }),
    ),
  ],
});
