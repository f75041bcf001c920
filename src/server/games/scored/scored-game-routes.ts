import type { FastifyInstance } from 'fastify';
import type { GamesDeps } from '../games-deps';

/** Speed Typing and Memory Master: started, played and judged on the server. */
export function registerScoredGameRoutes(_app: FastifyInstance, _deps: GamesDeps) {}
