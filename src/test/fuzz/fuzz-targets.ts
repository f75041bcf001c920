import type { z } from 'zod';
import type { ProvidedOperation, Route, RouteGroup } from '@/server/http/define-route';
import { toJsonSchema } from '@/server/http/json-schema';
import { exampleObject, exampleValue, type JsonSchema } from './example-value';

/** One route to fuzz: what a valid request looks like, and the schemas that judge input. */
export interface FuzzTarget {
  method: 'GET' | 'POST';
  /** Fastify's form, `/api/vaults/:id/claim`. */
  path: string;
  /** A valid value per path parameter, query parameter and body field. */
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
  /** Judge whether a request is valid input; a route without one never may write. */
  bodySchema?: z.ZodType;
  querySchema?: z.ZodType;
  paramsSchema?: z.ZodType;
  /** The declaration, whose answers must be among those it declares. */
  route?: Route;
}

const examples = (schema: z.ZodType | undefined) => {
  if (!schema) return {};
  const properties = (toJsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, String(exampleValue(s, name))]),
  );
};

/** A declared route, from a valid request its own schemas accept. */
function routeTarget(route: Route): FuzzTarget {
  return {
    method: route.method,
    path: route.path ?? `/api/${route.name}`,
    params: examples(route.params),
    query: examples(route.query),
    ...(route.body ? { body: exampleObject(toJsonSchema(route.body, 'input')) } : {}),
    ...(route.body ? { bodySchema: route.body } : {}),
    ...(route.query ? { querySchema: route.query } : {}),
    ...(route.params ? { paramsSchema: route.params } : {}),
    route,
  };
}

/** A better-auth operation with a base body: valid, yet failing for a reason no field repairs. */
function providedTarget(op: ProvidedOperation): FuzzTarget {
  return {
    method: op.method,
    path: op.path,
    params: {},
    query: {},
    ...(op.example ? { body: op.example } : {}),
    ...(op.body ? { bodySchema: op.body } : {}),
  };
}

/**
 * Every route of the registry (so a new route is fuzzed without anyone listing it) and the
 * better-auth operations the web calls that have a base body; test-only routes aside.
 */
export function fuzzTargets(groups: readonly RouteGroup[]): FuzzTarget[] {
  return groups
    .filter((g) => !g.testOnly)
    .flatMap((g) => [
      ...g.routes.map(routeTarget),
      ...g.provided.filter((op) => op.example).map(providedTarget),
    ]);
}

export function targetName(t: Pick<FuzzTarget, 'method' | 'path'>) {
  return `${t.method} ${t.path}`;
}
