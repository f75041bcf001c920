import type { RouteGroup } from '@/server/http/define-route';
import { paidWatchRoutes } from './paid-watch-route';
import { pilotUsageRoutes } from './pilot-usage-route';
import { testRoutes } from './test-routes';

/**
 * The test-only route groups: mounted only with ENABLE_TEST_ROUTES (which needs
 * NODE_ENV=test), left out of the OpenAPI document and the fuzz suite.
 */
export const testRouteGroups: readonly RouteGroup[] = [
  testRoutes,
  paidWatchRoutes,
  pilotUsageRoutes,
];
