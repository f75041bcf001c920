import type { FastifyInstance } from 'fastify';
import type { GamesDeps } from '../games-deps';

/** Embedded games (paid for verified play time) and the car racer (paid per verified finish). */
export function registerTimedGameRoutes(_app: FastifyInstance, _deps: GamesDeps) {}
