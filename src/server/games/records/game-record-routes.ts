import {
  logGameSessionRequestSchema,
  logGameSessionResponseSchema,
} from '@/domain/api/games-records';
import type { GameRouteMaker } from '../games-deps';
import { logGameSession } from './log-game-session';

/** Records of play: the user always comes from the sign-in session, never the body. */
export const gameRecordRoutes = (route: GameRouteMaker) => [
  route({
    method: 'POST',
    name: 'log-game-session',
    operationId: 'logGameSession',
    summary: "Logs a finished game; answers today's verified play time (204 for visitors)",
    access: 'visitor',
    readsSession: true,
    body: logGameSessionRequestSchema,
    responses: { 200: logGameSessionResponseSchema, 204: null },
    errors: [],
    handler: async ({ deps, body, session, reply }) => {
      const user = await session();
      // A visitor's play is not recorded; the call is fire and forget, so no error either.
      if (!user) return reply.code(204).send();
      return logGameSession(deps, { ...body, userId: user.id });
    },
  }),
];
