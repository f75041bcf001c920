import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorCodes } from '@/domain/api-error';
import { codeForStatus } from '@/domain/errors';
import { retryAfterSeconds, tooManyAttemptsMessage } from '@/domain/auth/wait-message';
import { clientGoneSignal, withRequestSignal } from '../admission/request-signal';
import type { WorkLimiter } from '../admission/work-limiter';
import { jwksSchema } from '@/domain/api/jwks';
import { defineRoutes } from '../http/define-route';
import { providedBy } from '../http/mount-routes';
import { checkAuthBody } from './auth-body';
import { betterAuthOperations } from './better-auth-operations';
import { createAppSignInGuard } from './create-app-sign-in-guard';
import type { Auth } from './create-auth';
import { answerNoSoonerThan, resetAnswerFloorMs } from './reset-timing';
import { isSignInPath, type SignInGuard } from './sign-in-guard';
import { copyResponseHeaders, toWebHeaders } from './web-headers';

/**
 * better-auth answers failures as `{ code, message }`; we add our `{ error: { code,
 * message } }` beside them so every API failure has our shape and its client still works.
 * A 429 names how long to wait, from its Retry-After.
 */
function withErrorShape(status: number, body: Buffer | null, headers: Headers): Buffer | null {
  if (status < 400) return body;
  if (!body?.length || !headers.get('content-type')?.includes('application/json')) {
    // better-auth answers an unknown path with an empty 404: every failure gets our shape.
    const code = codeForStatus(status);
    const message = status === 404 ? 'No such auth endpoint.' : 'Request failed.';
    headers.set('content-type', 'application/json; charset=utf-8');
    headers.delete('content-length');
    return Buffer.from(JSON.stringify({ code, message, error: { code, message } }));
  }
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: string; message?: string };
    const code = parsed.code ?? codeForStatus(status);
    const retryAfter = Number(headers.get('retry-after'));
    const message =
      status === 429 && retryAfter > 0
        ? tooManyAttemptsMessage(retryAfter * 1000)
        : (parsed.message ?? 'Request failed.');
    return Buffer.from(JSON.stringify({ ...parsed, code, message, error: { code, message } }));
  } catch {
    return body;
  }
}

function sendThrottled(reply: FastifyReply, waitMs: number) {
  const body = { code: errorCodes.rateLimited, message: tooManyAttemptsMessage(waitMs) };
  reply.header('retry-after', String(retryAfterSeconds(waitMs)));
  return reply.status(429).send({ ...body, error: body });
}

/**
 * Mounts better-auth under /api/auth/* in a scope whose body parser keeps the raw bytes
 * (better-auth parses bodies itself). Its operations are declared in better-auth-operations.ts.
 */
async function mountBetterAuth(
  app: FastifyInstance,
  auth: Auth,
  guard: SignInGuard,
  publicUrl: string,
  /** Bounds auth POSTs in progress: each costs a password hash and database round trips. */
  limiter?: WorkLimiter,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      config: providedBy('better-auth'),
      handler: async (request, reply) => {
        const started = performance.now();
        // The configured origin, not the Host header: a malformed Host must not break this.
        const url = new URL(request.url, publicUrl);
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        const isSignIn = isSignInPath(url.pathname);
        if (isSignIn && !String(request.headers['content-type']).includes('application/json')) {
          // The sign-in throttle reads JSON; other encodings would slip past it.
          const body = {
            code: errorCodes.unsupportedMediaType,
            message: 'Send the sign-in as JSON.',
          };
          return reply.status(415).send({ ...body, error: body });
        }
        const problem = checkAuthBody(raw, request.headers['content-type']);
        if (problem) {
          const body = { code: problem.code, message: problem.message };
          return reply.status(problem.status).send({ ...body, error: body });
        }
        const bridge = async () => {
          const ticket = isSignIn ? await guard.begin(request, url.pathname, raw) : undefined;
          if (ticket && !ticket.allowed) return sendThrottled(reply, ticket.waitMs);

          const requestHeaders = toWebHeaders(request);
          let payload = raw;
          if (request.method === 'POST' && !raw?.length) {
            // better-auth's hooks read fields of the body: none at all crashed sign-up (500).
            payload = Buffer.from('{}');
            requestHeaders.set('content-type', 'application/json');
          }
          let response: Response;
          try {
            response = await auth.handler(
              new Request(url, {
                method: request.method,
                headers: requestHeaders,
                body: request.method === 'GET' || !payload ? undefined : new Uint8Array(payload),
              }),
            );
          } catch (err) {
            // A refused hash (503) is no verdict on the password: the throttle counts nothing.
            await ticket?.settle('other');
            throw err;
          }
          await ticket?.settle(
            response.status === 401 ? 'failure' : response.status === 200 ? 'success' : 'other',
          );

          const headers = new Headers(response.headers);
          // better-auth's own limiter says X-Retry-After; the standard header is Retry-After.
          const xRetry = headers.get('x-retry-after');
          if (response.status === 429 && xRetry && !headers.has('retry-after'))
            headers.set('retry-after', String(Math.max(1, Number(xRetry))));
          const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
          const device = body && guard.deviceCookieAfter(request, url.pathname, response, body);
          if (device) headers.append('set-cookie', device);
          if (url.pathname === '/api/auth/request-password-reset')
            await answerNoSoonerThan(started, resetAnswerFloorMs);

          const shaped = withErrorShape(response.status, body, headers);
          reply.status(response.status);
          copyResponseHeaders(headers, reply);
          return reply.send(shaped);
        };
        // Password hashing learns through this signal that the client has gone.
        const gone = clientGoneSignal(request, reply);
        const forward = () => withRequestSignal(gone, bridge);
        // Waiting here, before any database work, keeps the embedded database's one
        // connection free enough: a flood of sign-ins cannot starve health and the rest.
        return limiter && request.method === 'POST' ? limiter.run(forward, gone) : forward();
      },
    });
  });
}

/** better-auth behind QTN's bridge, and the signing keys as JWKS. */
export const authRoutes = defineRoutes({
  area: 'auth',
  provided: betterAuthOperations,
  setup: async ({ auth, config, clock, shared, admission }, app) => {
    const guard = createAppSignInGuard(config, auth, clock, shared);
    await mountBetterAuth(app, auth, guard, config.PUBLIC_URL, admission.authLimiter);
    return { auth };
  },
  routes: (route) => [
    route({
      method: 'GET',
      name: 'jwks',
      path: '/.well-known/jwks.json',
      operationId: 'getJwks',
      summary: "The public keys of better-auth's JWT plugin, where other services look for them",
      access: 'visitor',
      responses: { 200: jwksSchema },
      errors: [],
      handler: async ({ deps, reply }) => {
        // Cached 10 minutes.
        reply.header('cache-control', 'public, max-age=600');
        return deps.auth.api.getJwks();
      },
    }),
  ],
});
