import { appRoutes } from '../route-registry';

/**
 * Every admin endpoint (Fastify's form of the URL), read from the route registry, so a
 * test can prove each refuses ordinary users and the bearer admin key alone. `key`: the key
 * opens it too (`admin-or-admin-key`); that is the Security Center (its page, flags and
 * reward holds) and Run Now with the summary it shows, and nothing else (product rules R8,
 * decision 036). admin.int.test.ts checks the declarations against what the routes do.
 */
export const adminEndpoints = appRoutes
  .filter((r) => r.access === 'admin' || r.access === 'admin-or-admin-key')
  .map((r) => ({
    method: r.method,
    url: r.path ?? `/api/${r.name}`,
    key: r.access === 'admin-or-admin-key',
  }));

/** A concrete URL for one: every path parameter a well-formed id of nobody. */
export const adminEndpointUrl = (url: string) =>
  url.replace(':orderId', '0'.repeat(32)).replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
