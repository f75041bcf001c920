import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { piPolicyAdditions, type PiPagePolicy } from './pi-content-security';

/** Where the built games live (vite.config.ts); their pages may be framed by our own. */
export const embeddedGamesPath = '/games/embedded/';

/**
 * Sources the web app needs beyond its own origin. Areas that embed or call out
 * (YouTube player, Pi SDK, wallet RPC) add theirs here, so the policy stays in one place.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // No YouTube host: www.youtube.com serves JSONP that would get around this policy. The
  // player is a youtube-nocookie.com frame spoken to by postMessage (decision 036).
  scriptSrc: ["'self'"],
  // React sets styles through the DOM and the toast library injects one <style> element.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // 'self': QTN's own HTML5 games, in sandboxed frames (/games/embedded/).
  frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's headers on every response. The middleware is built once here: the Fastify
 * wrapper rebuilt it (and re-parsed the policy) on every request, a real cost on the
 * heartbeat path.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  isProduction: boolean,
  /** Set when Pi is configured: the SDK's needs join the policy (pi-content-security.ts). */
  pi: PiPagePolicy | null = null,
) {
  const policy = pi ? withPi(pi) : contentSecurityPolicy;
  // Pi's sandbox frames the app; X-Frame-Options cannot name it, frame-ancestors does.
  const piFramed = policy.frameAncestors[0] !== "'none'";
  const headers = (framedBySelf: boolean) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...policy,
          ...(framedBySelf ? { frameAncestors: ["'self'"] } : {}),
          ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // The YouTube player is a cross-origin frame; COEP would block it.
      crossOriginEmbedderPolicy: false,
      frameguard: framedBySelf ? { action: 'sameorigin' } : piFramed ? false : { action: 'deny' },
      hsts: isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  const applyHeaders = headers(false);
  // QTN's own games may be framed by QTN's pages, and by nothing else.
  const applyGameHeaders = headers(true);
  app.addHook('onRequest', (request, reply, done) => {
    const game = request.url.startsWith(embeddedGamesPath) && !request.url.includes('..');
    const apply = game ? applyGameHeaders : applyHeaders;
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

function withPi(pi: PiPagePolicy): typeof contentSecurityPolicy {
  const add = piPolicyAdditions(pi);
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...add.scriptSrc],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...add.connectSrc],
    frameSrc: [...contentSecurityPolicy.frameSrc, ...add.frameSrc],
    frameAncestors: add.frameAncestors.length
      ? add.frameAncestors
      : contentSecurityPolicy.frameAncestors,
  };
}
