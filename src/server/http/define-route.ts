import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerErrorCode } from '@/domain/errors';
import type { AppServices } from '../app-services';
import type { Actor, SessionUser } from '../auth/session-guards';
import type { Config } from '../config';
import type { AppError } from './app-error';

/**
 * Who may call a route. `admin-or-admin-key`: an admin account or the bearer admin key,
 * which opens only the Security Center and Run Now (product rules R8, decision 036).
 */
export type Access = 'visitor' | 'member' | 'admin' | 'admin-or-admin-key';

/** What the guard hands the handler: the signed-in user, who acted, or nobody. */
export type CallerOf<A extends Access> = A extends 'member' | 'admin'
  ? SessionUser
  : A extends 'admin-or-admin-key'
    ? Actor
    : null;

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's input, already parsed and authorised, and its area's dependencies. */
export interface RouteCall<D, A extends Access, P, Q, B> {
  deps: D;
  caller: CallerOf<A>;
  params: P;
  query: Q;
  body: B;
  /** The Idempotency-Key header, on routes that declare `idempotencyKey`. */
  idempotencyKey: string | undefined;
  /** The caller's session if any; read once, and only when asked (a visitor route may not need it). */
  session(): Promise<SessionUser | null>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Maps a refused input to the route's own error (by default VALIDATION_FAILED with zod's first message). */
export type InvalidInput = (raw: unknown, error: z.ZodError) => AppError;

/** An answer's body: a schema, or null for none (204). */
export type ResponseBody = z.ZodType | null;

export interface RouteSpec<
  D,
  A extends Access,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
> {
  method: 'GET' | 'POST';
  /** Served at /api/<name> and /.netlify/functions/<name>; `:x` marks a path parameter. */
  name: string;
  /** Served at exactly this path instead of the two function paths (/.well-known/…). */
  path?: string;
  operationId: string;
  summary: string;
  description?: string;
  access: A;
  /** A visitor route whose answer depends on the session when there is one (`session()`). */
  readsSession?: boolean;
  /** The very schemas the route validates with; the OpenAPI document is written from them. */
  params?: P;
  query?: Q;
  body?: B;
  /** What the body schema reads; by default the parsed JSON, a request without a body as `{}`. */
  readBody?: (raw: unknown) => unknown;
  invalid?: { params?: InvalidInput; query?: InvalidInput; body?: InvalidInput };
  /**
   * Reads an Idempotency-Key header (an opaque token of 8–100 characters): optional with
   * `true`, refused when missing with `'required'` (the handler then always has one).
   */
  idempotencyKey?: boolean | 'required';
  /** Bytes; the server's BODY_LIMIT_BYTES otherwise. */
  bodyLimit?: number;
  /** Takes the raw bytes of these content types instead of JSON (uploads). */
  rawBody?: { types: readonly string[]; limit: (config: Config) => number };
  /** Each answer by status: success statuses, and non-error bodies such as a degraded health. */
  responses: Record<number, ResponseBody>;
  /** The 200 may instead be a CSV download of this file name (`format=csv`). */
  csvFile?: string;
  /**
   * Catalogue codes the route itself answers. Those every route of its kind can answer
   * (its guard, its input, load shedding, CSRF) are added by `routeErrors`.
   */
  errors: readonly ServerErrorCode[];
  /** Runs before the guard: rate limits, a service that is off, a refused method. */
  before?: (call: { deps: D; request: FastifyRequest; reply: FastifyReply }) => unknown;
  /** Fastify compiles the success schema into a fast serializer (hot paths). */
  fastSerializer?: boolean;
  handler: (call: RouteCall<D, A, Out<P>, Out<Q>, Out<B>>) => unknown;
}

/** A declared route with its types erased, as the registry holds it. */
export interface Route<D = unknown> extends Omit<
  RouteSpec<D, Access, Schema, Schema, Schema>,
  'handler' | 'before'
> {
  area: string;
  // Methods, so a group of any deps type fits the registry's list.
  before?(call: { deps: D; request: FastifyRequest; reply: FastifyReply }): unknown;
  handler(call: RouteCall<D, Access, unknown, unknown, unknown>): unknown;
}

export type RouteMaker<D> = <
  A extends Access,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  spec: RouteSpec<D, A, P, Q, B>,
) => Route<D>;

/** An operation a library serves under a mount of its own (better-auth's /api/auth/*). */
export interface ProvidedOperation {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  /** Who may call: anyone, a signed-in session, or the pending second factor's cookie. */
  security: 'visitor' | 'session' | 'optional-session' | 'two-factor';
  body?: z.ZodType;
  query?: z.ZodType;
  /**
   * A body the schema accepts that still fails for a reason no single field repairs
   * (unknown account, wrong password, bad token): the fuzz suite's valid base.
   */
  example?: Record<string, unknown>;
  /** HTTP statuses of its failures (better-auth's codes, or ours from the bridge). */
  errorStatuses: readonly number[];
}

/** A folder's routes and what they need, built once per app by `setup`. */
export interface RouteGroup<D = unknown> {
  area: string;
  /** Mounted only with ENABLE_TEST_ROUTES; left out of the OpenAPI document and the fuzz suite. */
  testOnly: boolean;
  setup: (services: AppServices, app: FastifyInstance) => D | Promise<D>;
  routes: Route<D>[];
  /** Operations its setup mounts through a library, described but not run by the registry. */
  provided: readonly ProvidedOperation[];
}

const pathParameters = (name: string) => [...name.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

function checked<D>(area: string, spec: RouteSpec<D, Access, Schema, Schema, Schema>): Route<D> {
  const where = `${spec.method} ${spec.path ?? spec.name}`;
  const declared = spec.params ? Object.keys(shapeOf(spec.params)) : [];
  const inPath = pathParameters(spec.path ?? spec.name);
  if (declared.sort().join() !== inPath.sort().join())
    throw new Error(`${where}: params must declare exactly its path parameters (${inPath}).`);
  if (!Object.keys(spec.responses).some((s) => Number(s) >= 200 && Number(s) < 300))
    throw new Error(`${where}: declare its success response.`);
  return { ...spec, area } as Route<D>;
}

function shapeOf(schema: z.ZodType): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('params must be a z.object of the path parameters.');
  return shape;
}

/**
 * One area's routes, in one shape: `setup` builds what its handlers need from the app's
 * services (and may add hooks), `routes` declares each route once. The registry
 * (src/server/route-registry.ts) lists every group; the app, the OpenAPI document, the fuzz
 * suite and the admin list are all read from it (docs/decisions/037-route-registry.md).
 */
export function defineRoutes<D>(group: {
  area: string;
  testOnly?: boolean;
  provided?: readonly ProvidedOperation[];
  setup: (services: AppServices, app: FastifyInstance) => D | Promise<D>;
  routes: (route: RouteMaker<D>) => Route<D>[];
}): RouteGroup<D> {
  const route = ((spec) => checked(group.area, spec as never)) as RouteMaker<D>;
  return {
    area: group.area,
    testOnly: group.testOnly ?? false,
    setup: group.setup,
    routes: group.routes(route),
    provided: group.provided ?? [],
  };
}

/** A single route with no dependencies (tests' probes); apps declare groups. */
export const defineRoute: RouteMaker<void> = (spec) => checked('probe', spec as never);
