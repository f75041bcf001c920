import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@/domain/api-error';
import { sendError } from './error-handler';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery rides on cookies, so a state-changing API request that
 * carries cookies must come from one of our origins (Origin, else Referer) and not be
 * marked cross-site by the browser. It covers /api/auth/* too: better-auth checks most of
 * its endpoints itself, but not all (sign-out, for one).
 */
export function registerCsrfGuard(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    // Every path: the router decodes paths (/%61pi/… reaches /api/…), so no prefix test.
    if (safeMethods.has(request.method)) return;
    if (!request.headers.cookie) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (site === 'cross-site' || !origin || !trusted.has(origin)) {
      return sendError(reply, 403, errorCodes.forbidden, 'This request came from another site.');
    }
  });
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
