import { adminRoutes } from './admin/admin-routes';
import { analyticsRoutes } from './analytics/analytics-routes';
import { authRoutes } from './auth/auth-routes';
import { signInLinkRoutes } from './auth/sign-in-link/sign-in-link-routes';
import { betaRoutes } from './beta/beta-routes';
import { bridgeRoutes } from './bridge/bridge-routes';
import { chainRoutes } from './chain/chain-routes';
import { contentRoutes } from './content/content-routes';
import { gamesRoutes } from './games/games-routes';
import { healthRoutes } from './health/health-routes';
import type { RouteGroup } from './http/define-route';
import { openApiRoutesFor } from './openapi/openapi-routes';
import { piAdminRoutes } from './pi/pi-admin-routes';
import { piPaymentRoutes } from './pi/pi-payment-routes';
import { piRoutes } from './pi/pi-routes';
import { pilotRoutes } from './pilot/pilot-routes';
import { securityRoutes } from './security/security-routes';
import { vaultsRoutes } from './vaults/vaults-routes';
import { walletRoutes } from './wallet/wallet-routes';
import { watchRoutes } from './watch/watch-routes';

/**
 * Every route of the app, one group per area (docs/decisions/037-route-registry.md). The app
 * mounts exactly these; the OpenAPI document, the fuzz suite's targets and the admin list
 * are read from them. A route mounted any other way is refused at boot. The test-only
 * groups (src/test/routes) are not part of the product: the caller of `buildApp` passes
 * them, and they mount only with ENABLE_TEST_ROUTES.
 */
const areaGroups: readonly RouteGroup[] = [
  healthRoutes,
  authRoutes,
  signInLinkRoutes,
  adminRoutes,
  walletRoutes,
  vaultsRoutes,
  chainRoutes,
  bridgeRoutes,
  watchRoutes,
  contentRoutes,
  securityRoutes,
  gamesRoutes,
  piRoutes,
  piPaymentRoutes,
  piAdminRoutes,
  pilotRoutes,
  betaRoutes,
  analyticsRoutes,
];

export const routeGroups: readonly RouteGroup[] = [...areaGroups, openApiRoutesFor(areaGroups)];

/** Every declared route of the app (the test-only groups live in src/test/routes). */
export const appRoutes = routeGroups.flatMap((g) => g.routes);
