import type { FastifyInstance } from 'fastify';
import { gameIdSchema } from '@/domain/api/games';
import { findGame, games } from '@/domain/games/catalog';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import type { GamesDeps } from './games-deps';
import { registerGameRecordRoutes } from './records/game-record-routes';
import { registerScoredGameRoutes } from './scored/scored-game-routes';
import { registerTimedGameRoutes } from './timed/timed-game-routes';

/** The Game Center: the catalogue for everyone, play and pay for signed-in users. */
export function registerGameRoutes(app: FastifyInstance, deps: GamesDeps) {
  mountFunction(app, {
    method: 'GET',
    name: 'games',
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { games };
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'games/:id',
    handler: async (request, reply) => {
      const parsed = gameIdSchema.safeParse((request.params as { id: string }).id);
      const game = parsed.success ? findGame(parsed.data) : undefined;
      if (!game) throw AppError.notFound('The requested game could not be found.');
      void reply.header('cache-control', 'public, max-age=300');
      return { game };
    },
  });
  registerScoredGameRoutes(app, deps);
  registerTimedGameRoutes(app, deps);
  registerGameRecordRoutes(app, deps);
}
