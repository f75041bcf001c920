import type { z } from 'zod';
import { apiRoutes } from '../openapi/api-routes';
import { authTargets } from './auth-targets';
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
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const pathExample = '00000000-0000-4000-8000-000000000000';

/** Every operation of the OpenAPI document, with the zod schemas its route validates with. */
export function targetsFromDocument(document: OpenApiDocument): FuzzTarget[] {
  return Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
    Object.entries(operations).map(([m, op]) => {
      const method = m.toUpperCase() as FuzzTarget['method'];
      const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      const route = apiRoutes.find((r) => r.method === method && r.path === path);
      const parameters = op.parameters ?? [];
      const bodySchema = op.requestBody?.content['application/json'].schema;
      return {
        method,
        path,
        params: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathExample]),
        ),
        query: Object.fromEntries(
          parameters
            .filter((p) => p.in === 'query')
            .map((p) => [p.name, String(exampleValue(p.schema, p.name))]),
        ),
        ...(bodySchema ? { body: exampleObject(bodySchema) } : {}),
        ...(route?.body ? { bodySchema: route.body } : {}),
        ...(route?.query ? { querySchema: route.query } : {}),
      };
    }),
  );
}

/** The document's routes and the better-auth routes the web calls. */
export function allTargets(document: OpenApiDocument): FuzzTarget[] {
  return [...targetsFromDocument(document), ...authTargets];
}

export function targetName(t: Pick<FuzzTarget, 'method' | 'path'>) {
  return `${t.method} ${t.path}`;
}
