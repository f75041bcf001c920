import type { FastifyInstance } from 'fastify';
import { piTokenRequestSchema } from '@/domain/api/pi';
import type { Auth } from '../auth/create-auth';
import { requireUser } from '../auth/session-guards';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import type { PiPlatform } from '../integrations/pi/pi-platform';
import type { SharedState } from '../shared-state/shared-state';
import { linkPiIdentity, readPiLink } from './pi-accounts';
import { piConfigView } from './pi-config-view';
import { createPiRateLimit } from './pi-rate-limit';
import { signInWithPi } from './pi-sign-in';

export interface PiRouteDeps {
  config: Config;
  auth: Auth;
  db: Database;
  /** Null when Pi is off here; the Pi endpoints then answer PI_NOT_CONFIGURED. */
  piPlatform: PiPlatform | null;
  /** Counts across server processes (decision 021); this process's memory without it. */
  shared?: SharedState;
}

/** The Pi Platform, or 503 PI_NOT_CONFIGURED when this server has no Pi API key. */
export function requirePi(piPlatform: PiPlatform | null): PiPlatform {
  if (!piPlatform)
    throw new AppError('PI_NOT_CONFIGURED', 'Pi payments are not set up on this server.');
  return piPlatform;
}

/** Pi sign-in, linking and the test page's token check (docs/decisions/016). */
export function registerPiRoutes(app: FastifyInstance, deps: PiRouteDeps) {
  const { auth, db } = deps;
  const limit = createPiRateLimit({
    enabled: deps.config.AUTH_RATE_LIMIT,
    ...(deps.shared ? { shared: deps.shared } : {}),
  });

  mountFunction(app, {
    method: 'GET',
    name: 'pi-config',
    handler: async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(piConfigView(deps.config)),
  });
  mountFunction(app, {
    method: 'POST',
    name: 'pi-sign-in',
    handler: async (request, reply) => {
      await limit.check('pi-sign-in', request.ip);
      const { accessToken } = parseInput(piTokenRequestSchema, request.body ?? {});
      const pi = requirePi(deps.piPlatform);
      return signInWithPi({ auth, db, pi }, request, reply, accessToken);
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'pi-link',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      requirePi(deps.piPlatform);
      return readPiLink(db, user.id);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'pi-link',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      await limit.check('pi-link', request.ip);
      const { accessToken } = parseInput(piTokenRequestSchema, request.body ?? {});
      const piUser = await requirePi(deps.piPlatform).me(accessToken);
      await linkPiIdentity(db, user.id, piUser);
      return readPiLink(db, user.id);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'verify-pi-token',
    handler: async (request, reply) => {
      await limit.check('verify-pi-token', request.ip);
      const { accessToken } = parseInput(piTokenRequestSchema, request.body ?? {});
      const piUser = await requirePi(deps.piPlatform).me(accessToken);
      reply.header('cache-control', 'no-store');
      return { valid: true as const, uid: piUser.uid, username: piUser.username };
    },
  });
}
