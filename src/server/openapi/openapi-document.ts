import { authProviderCodes } from '@/domain/errors';
import type { ProvidedOperation, RouteGroup } from '../http/define-route';
import { toJsonSchema } from '../http/json-schema';
import { version } from '../version';
import {
  errorResponses,
  json,
  operationOf,
  securityOf,
  type JsonSchema,
} from './openapi-operation';

const description = [
  'Amounts are exact decimal strings of QTT. Errors are { error: { code, message } } with a',
  'code of the catalogue (src/domain/errors.ts), whose status it always comes with.',
  'Every /api/<name> path is also served at /.netlify/functions/<name>.',
  'Every route can answer 503 UNAVAILABLE with Retry-After while the server sheds load or',
  'a database is out; a POST that carries cookies must come from a trusted origin (403).',
].join(' ');

const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'qtn.session_token',
    description:
      "better-auth's session cookie (__Secure-qtn.session_token over HTTPS), set by sign-in.",
  },
  twoFactorCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'qtn.two_factor',
    description: 'Set by a password sign-in of an account with two-factor on: the pending step.',
  },
  adminKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The ADMIN_KEY of this server. It opens only the Security Center and Run Now ' +
      '(decision 036); every other admin route needs an admin account.',
  },
};

/** better-auth answers its own `{ code, message }` and the bridge adds ours beside it. */
function providerErrorBody(): JsonSchema {
  const pair = {
    type: 'object',
    required: ['code', 'message'],
    properties: { code: { type: 'string' }, message: { type: 'string' } },
  };
  return {
    type: 'object',
    required: ['error'],
    properties: { code: { type: 'string' }, message: { type: 'string' }, error: pair },
    description: `Codes are better-auth's (such as ${authProviderCodes.slice(0, 3).join(', ')}) or the catalogue's.`,
  };
}

function providedOperation(op: ProvidedOperation) {
  const query = op.query ? toJsonSchema(op.query, 'input') : undefined;
  const queryProperties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const parameters = Object.entries(queryProperties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const body = op.body && {
    required: true,
    content: {
      'application/json': {
        schema: toJsonSchema(op.body, 'input'),
        ...(op.example ? { example: op.example } : {}),
      },
    },
  };
  return {
    operationId: op.operationId,
    summary: op.summary,
    description:
      "Served by better-auth, behind QTN's bridge: the answer is better-auth's, and each " +
      'failure also carries { error: { code, message } }.',
    tags: ['better-auth'],
    security: securityOf[op.security === 'session' ? 'member' : op.security],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: { description: "better-auth's answer", ...json({ type: 'object' }) },
      ...errorResponses(
        new Map(op.errorStatuses.map((s) => [s, [`better-auth ${s}`]])),
        providerErrorBody,
      ),
    },
  };
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of these route groups, written from the very schemas the routes
 * validate with (test-only groups left out). Served at GET /api/openapi.json.
 */
export function buildOpenApiDocument(groups: readonly RouteGroup[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (method: string, path: string, operation: unknown) => {
    const key = openApiPath(path);
    paths[key] = { ...paths[key], [method.toLowerCase()]: operation };
  };
  const shown = groups.filter((g) => !g.testOnly);
  for (const group of shown) {
    for (const route of group.routes)
      add(route.method, route.path ?? `/api/${route.name}`, operationOf(route));
    for (const op of group.provided) add(op.method, op.path, providedOperation(op));
  }
  const areas = [
    ...new Set(shown.flatMap((g) => [g.area, ...(g.provided.length ? ['better-auth'] : [])])),
  ];
  return {
    openapi: '3.1.0',
    info: { title: 'QTN API', version, description },
    servers: [{ url: '/', description: 'This server' }],
    tags: areas.sort().map((name) => ({
      name,
      description:
        name === 'better-auth'
          ? 'Accounts, sessions and two-factor, served by better-auth (/api/auth/*).'
          : `The ${name} area (src/server/${name}).`,
    })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { securitySchemes },
  };
}
