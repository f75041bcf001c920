import type { FastifyInstance } from 'fastify';
import { logGameSessionRequestSchema } from '@/domain/api/games-records';
import { readSession } from '../../auth/session-guards';
import { mountFunction } from '../../http/mount-function';
import { parseInput } from '../../http/parse-input';
import type { GamesDeps } from '../games-deps';
import { logGameSession } from './log-game-session';

/** Records of play: the user always comes from the sign-in session, never the body. */
export function registerGameRecordRoutes(app: FastifyInstance, deps: GamesDeps) {
  mountFunction(app, {
    method: 'POST',
    name: 'log-game-session',
    handler: async (request, reply) => {
      const body = parseInput(logGameSessionRequestSchema, request.body ?? {});
      const user = await readSession(deps.auth, request, reply);
      // A visitor's play is not recorded; the call is fire and forget, so no error either.
      if (!user) return reply.code(204).send();
      return logGameSession(deps, { ...body, userId: user.id });
    },
  });
}
