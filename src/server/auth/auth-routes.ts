import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorCodes } from '@/domain/api-error';
import { codeForStatus } from '@/domain/errors';
import { authMessages } from '@/domain/auth/messages';
import type { AccountLockout } from './account-lockout';
import type { Auth } from './create-auth';
import { copyResponseHeaders, toWebHeaders } from './web-headers';

const signInPaths = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);

/**
 * better-auth answers failures as `{ code, message }`; we add our `{ error: { code,
 * message } }` beside them so every API failure has our shape and its client still works.
 */
function withErrorShape(status: number, body: Buffer, contentType: string | null): Buffer {
  if (status < 400 || !contentType?.includes('application/json')) return body;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: string; message?: string };
    const code = parsed.code ?? codeForStatus(status);
    const message = parsed.message ?? 'Request failed.';
    return Buffer.from(JSON.stringify({ ...parsed, code, message, error: { code, message } }));
  } catch {
    return body;
  }
}

function sendLocked(reply: FastifyReply) {
  const body = { code: errorCodes.rateLimited, message: authMessages.tooManyAttempts };
  return reply.status(429).send({ ...body, error: body });
}

/** The account a sign-in names: the field that endpoint really reads, nothing else. */
function signInIdentifier(path: string, body: Buffer | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const id = path.endsWith('/username') ? parsed.username : parsed.email;
    return typeof id === 'string' && id.trim() ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mounts better-auth under /api/auth/* in a scope whose body parser keeps the raw bytes
 * (better-auth parses bodies itself), and publishes the signing keys as JWKS.
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  lockout: AccountLockout,
  publicUrl: string,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        // The configured origin, not the Host header: a malformed Host must not break this.
        const url = new URL(request.url, publicUrl);
        const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
        const isSignIn = signInPaths.has(url.pathname);
        if (isSignIn && !String(request.headers['content-type']).includes('application/json')) {
          // The per-account lockout reads JSON; other encodings would slip past it.
          const body = {
            code: errorCodes.unsupportedMediaType,
            message: 'Send the sign-in as JSON.',
          };
          return reply.status(415).send({ ...body, error: body });
        }
        const identifier = isSignIn ? signInIdentifier(url.pathname, raw) : undefined;
        if (identifier && lockout.isLocked(identifier)) return sendLocked(reply);

        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: toWebHeaders(request),
            body: request.method === 'GET' || !raw ? undefined : new Uint8Array(raw),
          }),
        );
        if (identifier && response.status === 401) lockout.recordFailure(identifier);
        if (identifier && response.status === 200) lockout.recordSuccess(identifier);

        reply.status(response.status);
        copyResponseHeaders(response.headers, reply);
        if (!response.body) return reply.send(null);
        const body = Buffer.from(await response.arrayBuffer());
        return reply.send(
          withErrorShape(response.status, body, response.headers.get('content-type')),
        );
      },
    });
  });

  // The conventional place other services look for our signing keys; cached 10 minutes.
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return auth.api.getJwks();
  });
}
