import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameSessionIdSchema } from '@/domain/api/games';
import {
  memoryFlipRequestSchema,
  scoredGameStartRequestSchema,
  speedTypingFinishRequestSchema,
} from '@/domain/api/games-scored';
import { requireUser } from '../../auth/session-guards';
import { mountFunction } from '../../http/mount-function';
import { parseInput } from '../../http/parse-input';
import type { GamesDeps } from '../games-deps';
import { finishMemoryMaster } from './finish-memory-master';
import { finishSpeedTyping } from './finish-speed-typing';
import { flipMemoryCard } from './flip-memory-card';
import { startMemoryMaster, startSpeedTyping } from './start-scored-game';

/** A 3,000-event log of short snapshots stays well under this. */
const typingLogBodyLimit = 192 * 1024;

const sessionIdOf = (request: FastifyRequest) =>
  parseInput(gameSessionIdSchema, (request.params as { id?: unknown }).id);

/**
 * Speed Typing and Memory Master: started, played and judged on the server. Every route
 * needs a signed-in user (visitors play a practice round in the browser that earns nothing);
 * the user comes from the session, and fields such as score, reward or userId are dropped.
 */
export function registerScoredGameRoutes(app: FastifyInstance, deps: GamesDeps) {
  const player = async (request: FastifyRequest, reply: Parameters<typeof requireUser>[2]) => {
    const user = await requireUser(deps.auth, request, reply);
    return { userId: user.id, ip: request.ip ?? null, ua: request.headers['user-agent'] ?? null };
  };
  // No start asks for anything, but it must still send a JSON object: `{}`.
  const starter = async (request: FastifyRequest, reply: Parameters<typeof requireUser>[2]) => {
    const p = await player(request, reply);
    parseInput(scoredGameStartRequestSchema, request.body);
    return p;
  };
  mountFunction(app, {
    method: 'POST',
    name: 'games/speed-typing/sessions',
    handler: async (request, reply) => startSpeedTyping(deps, await starter(request, reply)),
  });
  mountFunction(app, {
    method: 'POST',
    name: 'games/speed-typing/sessions/:id/finish',
    bodyLimit: typingLogBodyLimit,
    handler: async (request, reply) => {
      const { userId } = await player(request, reply);
      const sessionId = sessionIdOf(request);
      const body = parseInput(speedTypingFinishRequestSchema, request.body ?? {});
      return finishSpeedTyping(deps, { userId, sessionId, body });
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'games/memory-master/sessions',
    handler: async (request, reply) => startMemoryMaster(deps, await starter(request, reply)),
  });
  mountFunction(app, {
    method: 'POST',
    name: 'games/memory-master/sessions/:id/flip',
    handler: async (request, reply) => {
      const { userId } = await player(request, reply);
      const sessionId = sessionIdOf(request);
      const { index } = parseInput(memoryFlipRequestSchema, request.body ?? {});
      return flipMemoryCard(deps, { userId, sessionId, index });
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'games/memory-master/sessions/:id/finish',
    handler: async (request, reply) => {
      const { userId } = await player(request, reply);
      return finishMemoryMaster(deps, { userId, sessionId: sessionIdOf(request) });
    },
  });
}
