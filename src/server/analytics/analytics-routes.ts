import { analyticsLimits } from '@/domain/analytics/analytics-rules';
import {
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
} from '@/domain/api/analytics';
import { defineRoutes } from '../http/define-route';
import { createAddressRateLimit } from '../http/address-rate-limit';
import { anonymiseAddress } from '../http/address-subnet';
import { beaconBody, refusedBatch } from './analytics-body';
import { recordAnalyticsEvents } from './record-analytics-events';
import { summariseAnalytics } from './summarise-analytics';

/** POST analytics (the client's batches) and GET analytics-summary (admins), decision 019. */
export const analyticsRoutes = defineRoutes({
  area: 'analytics',
  setup: ({ db, clock, config, shared }) => ({
    db,
    clock,
    // A fixed window per anonymised address: one /24 or /48 is one budget, like the store.
    limit: createAddressRateLimit({
      enabled: config.ANALYTICS_RATE_LIMIT > 0,
      max: config.ANALYTICS_RATE_LIMIT,
      windowMs: 60_000,
      name: 'analytics',
      shared,
    }),
  }),
  routes: (route) => [
    route({
      method: 'POST',
      name: 'analytics',
      operationId: 'recordAnalytics',
      summary:
        'Stores a batch of analytics events (JSON, or text/plain from sendBeacon; at most 64 KB)',
      access: 'visitor',
      readsSession: true,
      before: ({ deps, request }) =>
        deps.limit.check('analytics', anonymiseAddress(request.ip) ?? request.ip),
      body: analyticsBatchSchema,
      readBody: beaconBody,
      invalid: { body: refusedBatch },
      bodyLimit: analyticsLimits.batchBytes,
      responses: { 200: analyticsBatchResponseSchema },
      errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
      handler: async ({ deps, body, session, request }) => {
        const user = await session();
        return recordAnalyticsEvents(deps.db, body, {
          userId: user?.id ?? null,
          userAgent: request.headers['user-agent'] ?? null,
          ip: anonymiseAddress(request.ip),
          receivedAt: deps.clock.now(),
        });
      },
    }),
    route({
      method: 'GET',
      name: 'analytics-summary',
      operationId: 'getAnalyticsSummary',
      summary: 'Analytics events per type and UTC day (admin)',
      access: 'admin',
      query: analyticsSummaryQuerySchema,
      responses: { 200: analyticsSummarySchema },
      errors: [],
      handler: ({ deps, query }) =>
        summariseAnalytics(deps.db, { days: query.days, now: deps.clock.now() }),
    }),
  ],
});
