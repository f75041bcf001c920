import { z } from 'zod';
import { accountsQuerySchema, accountsResponseSchema } from '@/domain/api/admin-accounts';
import {
  adminAddContentResponseSchema,
  adminContentDraftSchema,
  oembedQuerySchema,
  oembedResponseSchema,
  uploadMediaResponseSchema,
} from '@/domain/api/admin-content';
import {
  adjustmentSchema,
  fundPoolSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  ledgerSummarySchema,
  postedTransferSchema,
} from '@/domain/api/admin-ledger';
import { chainConfigSchema } from '@/domain/api/chain';
import { contentItemSchema, contentListResponseSchema } from '@/domain/api/content';
import { gameResponseSchema, gamesResponseSchema } from '@/domain/api/games';
import {
  logGameSessionRequestSchema,
  logGameSessionResponseSchema,
} from '@/domain/api/games-records';
import { healthSchema, pingResponseSchema } from '@/domain/api/health';
import {
  securityCenterQuerySchema,
  securityCenterResponseSchema,
} from '@/domain/api/security-center';
import {
  holdRewardsRequestSchema,
  holdRewardsResponseSchema,
  releaseRewardsResponseSchema,
  rewardHoldsResponseSchema,
} from '@/domain/api/reward-holds';
import { securityFlagsResponseSchema } from '@/domain/api/security-flags';
import { createVaultSchema, vaultListSchema, vaultViewSchema } from '@/domain/api/vaults';
import {
  transactionPageSchema,
  transactionQuerySchema,
  walletSummarySchema,
} from '@/domain/api/wallet';
import {
  logWatchEventRequestSchema,
  logWatchEventResponseSchema,
  powtCompleteRequestSchema,
  powtCompleteResponseSchema,
  powtHeartbeatRequestSchema,
  powtHeartbeatResponseSchema,
  powtStartRequestSchema,
  powtStartResponseSchema,
} from '@/domain/api/watch';
import { watchRewardsSummarySchema } from '@/domain/api/watch-rewards';
import { timedGameApiRoutes } from '../games/timed/timed-api-routes';
import { betaApiRoutes } from './beta-api-routes';
import { analyticsApiRoutes } from './analytics-api-routes';
import { piApiRoutes } from './pi-api-routes';
import { piPaymentApiRoutes } from './pi-payment-api-routes';
import { pilotApiRoutes } from './pilot-api-routes';
import { scoredGameApiRoutes } from './scored-game-api-routes';
import { signInLinkApiRoutes } from './sign-in-link-api-routes';

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Fastify's form (`:id`); the document writes OpenAPI's `{id}`. */
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

/**
 * Every /api route the app serves, with its domain schemas (better-auth's /api/auth/* and
 * the test-only routes aside). openapi.int.test.ts fails when a registered route is missing.
 */
export const apiRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/health', summary: 'Health and version', response: healthSchema },
  {
    method: 'GET',
    path: '/api/chain',
    summary: 'The EVM network and vault contracts for on-chain vaults',
    response: chainConfigSchema,
  },
  {
    method: 'GET',
    path: '/api/ping',
    summary: 'Answers without the database',
    response: pingResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ping',
    summary: 'Ping; the body is ignored',
    response: pingResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/wallet',
    summary: 'Balance and today',
    response: walletSummarySchema,
  },
  {
    method: 'GET',
    path: '/api/wallet/transactions',
    summary: 'The wallet’s movements, newest first (keyset pages)',
    query: transactionQuerySchema,
    response: transactionPageSchema,
  },
  {
    method: 'GET',
    path: '/api/powt-rewards-summary',
    summary: 'Watch rewards',
    response: watchRewardsSummarySchema,
  },
  {
    method: 'GET',
    path: '/api/vaults',
    summary: 'The user’s vaults and stats',
    response: vaultListSchema,
  },
  {
    method: 'POST',
    path: '/api/vaults',
    summary: 'Locks QTT in a vault (Idempotency-Key header optional)',
    body: createVaultSchema,
    response: vaultViewSchema,
  },
  {
    method: 'POST',
    path: '/api/vaults/:id/claim',
    summary: 'Claims an unlocked vault',
    response: vaultViewSchema,
  },
  {
    method: 'POST',
    path: '/api/vaults/:id/withdraw',
    summary: 'Withdraws early (15 % penalty)',
    response: vaultViewSchema,
  },
  {
    method: 'POST',
    path: '/api/powt-start',
    summary: 'Starts a watch',
    body: powtStartRequestSchema,
    response: powtStartResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/powt-heartbeat',
    summary: 'Reports watching',
    body: powtHeartbeatRequestSchema,
    response: powtHeartbeatResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/powt-complete',
    summary: 'Ends a watch and credits it',
    body: powtCompleteRequestSchema,
    response: powtCompleteResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/log-watch-event',
    summary: 'Logs a player event',
    body: logWatchEventRequestSchema,
    response: logWatchEventResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/log-game-session',
    summary: "Logs a finished game; answers today's verified play time (204 for visitors)",
    body: logGameSessionRequestSchema,
    response: logGameSessionResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/content',
    summary: 'All content, newest first',
    response: contentListResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/content/:id',
    summary: 'One content item',
    response: contentItemSchema,
  },
  {
    method: 'GET',
    path: '/api/games',
    summary: 'The game catalogue',
    response: gamesResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/games/:id',
    summary: 'One game of the catalogue',
    response: gameResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/content/:id/related',
    summary: 'Other content to watch',
    response: contentListResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/oembed',
    summary: 'A YouTube video’s details (admin)',
    query: oembedQuerySchema,
    response: oembedResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/admin-add-content',
    summary: 'Adds content (admin)',
    body: adminContentDraftSchema,
    response: adminAddContentResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/media',
    summary: 'Uploads a video or image as the raw body (admin)',
    response: uploadMediaResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/accounts',
    summary: 'Searches accounts (admin)',
    query: accountsQuerySchema,
    response: accountsResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/ledger',
    summary: 'Ledger movements (admin)',
    query: ledgerQuerySchema,
    response: ledgerPageSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/ledger/summary',
    summary: 'Pools and reconciliation (admin)',
    response: ledgerSummarySchema,
  },
  {
    method: 'POST',
    path: '/api/admin/ledger/adjustments',
    summary: 'Grants or deducts QTT (admin)',
    body: adjustmentSchema,
    response: postedTransferSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/ledger/fund-pool',
    summary: 'Funds the reward pool (admin)',
    body: fundPoolSchema,
    response: postedTransferSchema,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document',
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  {
    method: 'GET',
    path: '/api/security-center',
    summary: 'Sessions and rewards (admin)',
    query: securityCenterQuerySchema,
    response: securityCenterResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/security-flags',
    summary: 'Flagged accounts, with reasons (admin)',
    response: securityFlagsResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/reward-holds',
    summary: 'Accounts whose rewards are on hold, and what was withheld (admin)',
    response: rewardHoldsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/reward-holds',
    summary: 'Holds an account’s future rewards (admin)',
    body: holdRewardsRequestSchema,
    response: holdRewardsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/reward-holds/:userId/release',
    summary: 'Releases a hold; withheld rewards stay unpaid (admin)',
    response: releaseRewardsResponseSchema,
  },
  ...scoredGameApiRoutes,
  ...timedGameApiRoutes,
  ...piApiRoutes,
  ...piPaymentApiRoutes,
  ...pilotApiRoutes,
  ...betaApiRoutes,
  ...analyticsApiRoutes,
  ...signInLinkApiRoutes,
];
