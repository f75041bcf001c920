import type { z } from 'zod';
import type { Access, Route } from '../http/define-route';
import { toJsonSchema } from '../http/json-schema';
import { errorsByStatus } from '../http/route-errors';
import { usualStatus } from '../http/run-route';

export type JsonSchema = Record<string, unknown>;

export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** Who may call, as OpenAPI security requirements (any one of them will do). */
export const securityOf: Record<Access | 'optional-session' | 'two-factor', object[]> = {
  visitor: [],
  'optional-session': [{}, { sessionCookie: [] }],
  member: [{ sessionCookie: [] }],
  admin: [{ sessionCookie: [] }],
  'admin-or-admin-key': [{ sessionCookie: [] }, { adminKey: [] }],
  'two-factor': [{ twoFactorCookie: [] }],
};

const accessWords: Record<Access, string> = {
  visitor: 'Anyone may call it.',
  member: 'Needs a signed-in session.',
  admin: 'Needs the session of an admin account.',
  'admin-or-admin-key': 'Needs the session of an admin account, or the bearer admin key.',
};

/** The error shape with the codes this status may carry. */
export function errorBody(codes: readonly string[]): JsonSchema {
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: codes },
          message: { type: 'string', description: 'Shown to the person as it is.' },
          fields: {
            type: 'object',
            additionalProperties: { type: 'string' },
            description:
              "With VALIDATION_FAILED from a form's route: each refused field's message.",
          },
        },
      },
    },
  };
}

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer' },
  },
};

/** The error responses by status; 429 and 503 say when to try again. */
export function errorResponses(byStatus: Map<number, readonly string[]>, body = errorBody) {
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: codes.join(', '),
        ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
        ...json(body(codes)),
      },
    ]),
  );
}

/** Each property of an object schema as one parameter. */
export function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = toJsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    schema: s,
  }));
}

const idempotencyKeyHeader = (required: boolean) => ({
  name: 'Idempotency-Key',
  in: 'header',
  required,
  description: 'Any token of 8–100 characters; the same key again answers the first result.',
  schema: { type: 'string', minLength: 8, maxLength: 100 },
});

function requestBody(route: Route) {
  if (route.rawBody) {
    const binary = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
    return {
      required: true,
      content: Object.fromEntries(route.rawBody.types.map((t) => [t, binary])),
    };
  }
  if (!route.body) return undefined;
  return { required: true, ...json(toJsonSchema(route.body, 'input')) };
}

function successResponses(route: Route) {
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, schema]) => {
      const description = Number(status) === usualStatus(route) ? 'OK' : `Also answered`;
      if (schema === null) return [status, { description: 'No content' }];
      const content: Record<string, unknown> = {
        'application/json': { schema: toJsonSchema(schema, 'output') },
      };
      if (route.csvFile && status === '200')
        content['text/csv'] = { schema: { type: 'string', description: route.csvFile } };
      return [status, { description, content }];
    }),
  );
}

/** One declared route as an OpenAPI operation. */
export function operationOf(route: Route) {
  const parameters = [
    ...parametersOf(route.params, 'path'),
    ...parametersOf(route.query, 'query'),
    ...(route.idempotencyKey ? [idempotencyKeyHeader(route.idempotencyKey === 'required')] : []),
  ];
  const body = requestBody(route);
  const optional = route.access === 'visitor' && route.readsSession;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: [route.description, accessWords[route.access]].filter(Boolean).join('\n\n'),
    tags: [route.area],
    security: securityOf[optional ? 'optional-session' : route.access],
    'x-qtn-access': route.access,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successResponses(route), ...errorResponses(errorsByStatus(route)) },
  };
}
