import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { idempotencyKey } from '@/domain/api/fields';
import type { Auth } from '../auth/create-auth';
import {
  readSession,
  requireAdmin,
  requireAdminOrKey,
  requireUser,
  type SessionUser,
} from '../auth/session-guards';
import type { Access, InvalidInput, Route } from './define-route';
import { parseInput } from './parse-input';

/** What the guards read: the auth service, and the admin key when one is configured. */
export interface Gate {
  auth: Auth;
  adminKey?: string | undefined;
}

const optionalKey = idempotencyKey.optional();
// A missing header is `undefined`: zod's own words for that would read as a type error. One
// schema, not a union of two: a union answers a short key with "Invalid input", not its reason.
const requiredKey = idempotencyKey
  .optional()
  .refine((v) => v !== undefined, 'Send an Idempotency-Key header: one per attempt.')
  .transform((v) => v as string);

async function callerOf(
  access: Exclude<Access, 'visitor'>,
  gate: Gate,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  switch (access) {
    case 'member':
      return requireUser(gate.auth, request, reply);
    case 'admin':
      return requireAdmin(gate.auth, request, reply);
    case 'admin-or-admin-key':
      return requireAdminOrKey(gate, request, reply);
  }
}

function read(schema: z.ZodType | undefined, raw: unknown, invalid?: InvalidInput): unknown {
  if (!schema) return undefined;
  if (!invalid) return parseInput(schema, raw);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw invalid(raw, result.error);
}

/** The lowest success status is the route's usual answer; a handler may set another. */
export const usualStatus = (route: Pick<Route, 'responses'>) =>
  Math.min(
    ...Object.keys(route.responses)
      .map(Number)
      .filter((s) => s >= 200 && s < 300),
  );

/**
 * The one way every route runs: `before` (rate limits and the like), the guard of its
 * access, then its input (params, query, body, Idempotency-Key) through its schemas, then
 * the handler with all of it typed. Any refusal is an AppError the error handler answers.
 */
export function routeHandler<D>(route: Route<D>, deps: D, gate: Gate): RouteHandlerMethod {
  const status = usualStatus(route);
  const readBody = route.readBody ?? ((raw: unknown) => raw ?? {});
  return async (request, reply) => {
    if (route.before) await route.before({ deps, request, reply });
    // A visitor route (the heartbeat among them) awaits nothing here.
    const caller =
      route.access === 'visitor' ? null : await callerOf(route.access, gate, request, reply);
    let session: Promise<SessionUser | null> | undefined =
      caller !== null && typeof caller === 'object' ? Promise.resolve(caller) : undefined;
    const params = read(route.params, request.params, route.invalid?.params);
    const query = read(route.query, request.query, route.invalid?.query);
    const body = route.body
      ? read(route.body, readBody(request.body), route.invalid?.body)
      : undefined;
    const key = route.idempotencyKey
      ? parseInput(
          route.idempotencyKey === 'required' ? requiredKey : optionalKey,
          request.headers['idempotency-key'],
        )
      : undefined;
    if (status !== 200) reply.code(status);
    return route.handler({
      deps,
      caller,
      params,
      query,
      body,
      idempotencyKey: key,
      session: () => (session ??= readSession(gate.auth, request, reply)),
      request,
      reply,
    });
  };
}
