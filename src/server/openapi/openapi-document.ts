import type { FastifyInstance } from 'fastify';
import { version } from '../version';
import { toJsonSchema } from '../http/json-schema';
import { mountFunction } from '../http/mount-function';
import { apiRoutes, type ApiRoute } from './api-routes';

type JsonSchema = Record<string, unknown>;

const errorBody: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

function queryParameters(route: ApiRoute) {
  if (!route.query) return [];
  const schema = toJsonSchema(route.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}

function pathParameters(openApiPath: string) {
  return [...openApiPath.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function operation(route: ApiRoute, openApiPath: string) {
  const parameters = [...pathParameters(openApiPath), ...queryParameters(route)];
  return {
    summary: route.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, ...json(toJsonSchema(route.body, 'input')) } }
      : {}),
    responses: {
      200: { description: 'OK', ...json(toJsonSchema(route.response, 'output')) },
      default: { description: 'An error', ...json(errorBody) },
    },
  };
}

/** The OpenAPI 3.1 document of every /api route, from the same zod schemas the routes use. */
export function buildOpenApiDocument(routes: ApiRoute[] = apiRoutes) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] = {
      ...paths[openApiPath],
      [route.method.toLowerCase()]: operation(route, openApiPath),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'QTN API',
      version,
      description:
        'Amounts are exact decimal strings of QTT. Errors are { error: { code, message } }.',
    },
    paths,
  };
}

/** GET /api/openapi.json: built once at boot, then served as is. */
export function registerOpenApiRoute(app: FastifyInstance) {
  const document = buildOpenApiDocument();
  mountFunction(app, {
    method: 'GET',
    name: 'openapi.json',
    handler: async (_request, reply) => reply.header('cache-control', 'no-cache').send(document),
  });
}
