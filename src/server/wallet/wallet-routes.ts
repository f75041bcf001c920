import {
  transactionPageSchema,
  transactionQuerySchema,
  walletSummarySchema,
} from '@/domain/api/wallet';
import { watchRewardsSummarySchema } from '@/domain/api/watch-rewards';
import { defineRoutes } from '../http/define-route';
import { getWallet } from './get-wallet';
import { listTransactions } from './list-transactions';
import { watchRewardsSummary } from './watch-rewards-summary';

/** The signed-in user's wallet. The user always comes from the session. */
export const walletRoutes = defineRoutes({
  area: 'wallet',
  setup: ({ db, clock }) => ({ db, clock }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'wallet',
      operationId: 'getWallet',
      summary: 'Balance and today',
      access: 'member',
      responses: { 200: walletSummarySchema },
      errors: [],
      handler: ({ deps, caller }) => getWallet(deps.db, caller.id, deps.clock.now()),
    }),
    route({
      method: 'GET',
      name: 'wallet/transactions',
      operationId: 'listWalletTransactions',
      summary: 'The wallet’s movements, newest first (keyset pages)',
      access: 'member',
      query: transactionQuerySchema,
      responses: { 200: transactionPageSchema },
      errors: [],
      handler: ({ deps, caller, query }) => listTransactions(deps.db, caller.id, query),
    }),
    route({
      method: 'GET',
      name: 'powt-rewards-summary',
      operationId: 'getWatchRewardsSummary',
      summary: 'Watch rewards',
      access: 'member',
      responses: { 200: watchRewardsSummarySchema },
      errors: [],
      handler: ({ deps, caller }) => watchRewardsSummary(deps.db, caller.id),
    }),
  ],
});
