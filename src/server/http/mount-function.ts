import type { FastifyInstance, FastifySchema, HTTPMethods, RouteHandlerMethod } from 'fastify';

/** The specification's serverless prefix and ours serve the same handlers. */
export const functionPrefixes = ['/api/', '/.netlify/functions/'] as const;

export interface FunctionRoute {
  method: HTTPMethods | HTTPMethods[];
  /** The function's name, e.g. `powt-start`; served at /api/<name> and /.netlify/functions/<name>. */
  name: string;
  handler: RouteHandlerMethod;
  bodyLimit?: number;
  /** JSON schemas; a response schema makes Fastify serialise that answer faster. */
  schema?: FastifySchema;
}

export function mountFunction(app: FastifyInstance, route: FunctionRoute) {
  for (const prefix of functionPrefixes) {
    app.route({
      method: route.method,
      url: prefix + route.name,
      handler: route.handler,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...(route.schema ? { schema: route.schema } : {}),
    });
  }
}

export function isApiPath(url: string) {
  return functionPrefixes.some((p) => url.startsWith(p)) || url.startsWith('/.well-known/');
}
