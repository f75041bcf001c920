import { gameIdSchema, gameResponseSchema, gamesResponseSchema } from '@/domain/api/games';
import { findGame, games } from '@/domain/games/catalog';
import { qtt } from '@/domain/money/qtt';
import { z } from 'zod';
import { resolveAuthSecret } from '../auth/auth-secret';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import { gameEarning } from './game-earning';
import type { GameRouteDeps, GameRouteMaker } from './games-deps';
import { gameRecordRoutes } from './records/game-record-routes';
import { scoredGameRoutes } from './scored/scored-game-routes';
import { createPlayHandles } from './timed/play-handles';
import { timedGameRoutes } from './timed/timed-game-routes';

const gameNotFound = () => AppError.notFound('The requested game could not be found.');

function catalogueRoutes(route: GameRouteMaker) {
  return [
    route({
      method: 'GET',
      name: 'games',
      operationId: 'listGames',
      summary: 'The game catalogue',
      access: 'visitor',
      responses: { 200: gamesResponseSchema },
      errors: [],
      handler: ({ reply }) => {
        void reply.header('cache-control', 'public, max-age=300');
        return { games };
      },
    }),
    route({
      method: 'GET',
      name: 'games/:id',
      operationId: 'getGame',
      summary: 'One game of the catalogue',
      access: 'visitor',
      params: z.object({ id: gameIdSchema }),
      invalid: { params: gameNotFound },
      responses: { 200: gameResponseSchema },
      errors: ['NOT_FOUND'],
      handler: ({ params, reply }) => {
        const game = findGame(params.id);
        if (!game) throw gameNotFound();
        void reply.header('cache-control', 'public, max-age=300');
        return { game };
      },
    }),
  ];
}

/**
 * The Game Center: the catalogue for everyone, play and pay for signed-in users. One group,
 * so the games share one earning limiter (docs/decisions/032) and one play activity.
 */
export const gamesRoutes = defineRoutes({
  area: 'games',
  setup: ({ config, db, clock, logger, shared, gamePlay }): GameRouteDeps => {
    const secret = resolveAuthSecret(config);
    return {
      db,
      clock,
      logger,
      dailyCapUnits: qtt(config.GAME_DAILY_CAP_QTT),
      secret,
      devMode: config.NODE_ENV !== 'production',
      sequences: shared.handleSequences,
      playFlushMs: config.HEARTBEAT_FLUSH_MS,
      earning: gameEarning(config, shared),
      handles: createPlayHandles(secret, shared.handleSequences ?? null),
      activity: gamePlay,
    };
  },
  routes: (route) => [
    ...catalogueRoutes(route),
    ...scoredGameRoutes(route),
    ...timedGameRoutes(route),
    ...gameRecordRoutes(route),
  ],
});
