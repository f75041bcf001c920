import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppServices } from '../app-services';
import type { Config } from '../config';
import { functionPaths, isApiPath } from './api-paths';
import type { Route, RouteGroup } from './define-route';
import { responseJsonSchema } from './json-schema';
import { routeHandler, usualStatus, type Gate } from './run-route';

/** Fastify route config keys: the declaration a route was mounted from, or its provider. */
const declaredKey = 'declaredRoute';
const providerKey = 'routeProvider';

/** The declaration that answered this request, if a declared route did. */
export function declaredRouteOf(request: FastifyRequest): Route | undefined {
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  return config?.[declaredKey] as Route | undefined;
}

/**
 * Route config for a path a library answers itself (better-auth's /api/auth/*); its
 * operations are declared beside its mount so the document still describes them.
 */
export const providedBy = (provider: string) => ({ [providerKey]: provider });

/**
 * An API path can only be mounted from a declaration: the registry is then the whole API,
 * and the OpenAPI document, fuzz targets and admin list read from it cannot miss a route.
 */
export function refuseUndeclaredRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url)) return;
    const config = route.config as Record<string, unknown> | undefined;
    if (config?.[declaredKey] || config?.[providerKey]) return;
    throw new Error(
      `${String(route.method)} ${route.url} is not declared: declare it with defineRoutes ` +
        '(src/server/http/define-route.ts) and list its group in src/server/route-registry.ts.',
    );
  });
}

/**
 * Mounts one declared route at its paths, its handler running the one pipeline
 * (run-route.ts). Without a gate only a visitor route that reads no session can be mounted.
 */
export async function mountRoute<D>(
  app: FastifyInstance,
  route: Route<D>,
  deps: D,
  gate?: Gate,
  config?: Config,
) {
  const handler = routeHandler(route, deps, gate ?? visitorsOnly(route));
  const success = route.responses[usualStatus(route)];
  const mount = (scope: FastifyInstance, bodyLimit = route.bodyLimit) => {
    for (const url of route.path ? [route.path] : functionPaths(route.name)) {
      scope.route({
        method: route.method,
        url,
        handler,
        config: { [declaredKey]: route },
        ...(bodyLimit ? { bodyLimit } : {}),
        ...(route.fastSerializer && success
          ? { schema: { response: { [usualStatus(route)]: responseJsonSchema(success) } } }
          : {}),
      });
    }
  };
  const raw = route.rawBody;
  if (!raw) return mount(app);
  if (!config) throw new Error(`${route.name}: a raw body's limit needs the configuration.`);
  const limit = raw.limit(config);
  // Raw bytes for these types, in this route's scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...raw.types],
      { parseAs: 'buffer', bodyLimit: limit },
      (_r, b, done) => done(null, b),
    );
    mount(scope, limit);
  });
}

function visitorsOnly(route: Route): Gate {
  if (route.access !== 'visitor' || route.readsSession)
    throw new Error(`${route.name}: a route that reads the session needs the auth service.`);
  return {
    get auth(): never {
      throw new Error(`${route.name} reads the session but was mounted without the auth service.`);
    },
  };
}

/** Mounts every group of the registry: each group's `setup` once, then its routes. */
export async function mountRouteGroups(
  app: FastifyInstance,
  services: AppServices,
  groups: readonly RouteGroup[],
) {
  const gate: Gate = { auth: services.auth, adminKey: services.config.ADMIN_KEY };
  for (const group of groups) {
    if (group.testOnly && !services.config.ENABLE_TEST_ROUTES) continue;
    const deps = await group.setup(services, app);
    for (const route of group.routes) await mountRoute(app, route, deps, gate, services.config);
  }
}
