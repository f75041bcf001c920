import { chainConfigSchema } from '@/domain/api/chain';
import { defineRoutes } from '../http/define-route';
import { resolveChainConfig } from './chain-config';

/** GET /api/chain: public, and the same for everyone, so browsers may keep it briefly. */
export const chainRoutes = defineRoutes({
  area: 'chain',
  setup: ({ config }) => config,
  routes: (route) => [
    route({
      method: 'GET',
      name: 'chain',
      operationId: 'getChain',
      summary: 'The EVM network and vault contracts for on-chain vaults',
      access: 'visitor',
      responses: { 200: chainConfigSchema },
      errors: [],
      fastSerializer: true,
      handler: async ({ deps, reply }) =>
        reply.header('cache-control', 'public, max-age=10').send(await resolveChainConfig(deps)),
    }),
  ],
});
