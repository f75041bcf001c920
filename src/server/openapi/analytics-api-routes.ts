import {
  analyticsBatchResponseSchema,
  analyticsBatchSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
} from '@/domain/api/analytics';
import type { ApiRoute } from './api-routes';

/** The analytics store (src/server/analytics, decision 019). */
export const analyticsApiRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/analytics',
    summary:
      'Stores a batch of analytics events (JSON, or text/plain from sendBeacon; at most 64 KB)',
    body: analyticsBatchSchema,
    response: analyticsBatchResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/analytics-summary',
    summary: 'Analytics events per type and UTC day (admin session or admin key)',
    query: analyticsSummaryQuerySchema,
    response: analyticsSummarySchema,
  },
];
