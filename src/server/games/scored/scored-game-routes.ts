import { z } from 'zod';
import { gameSessionIdSchema } from '@/domain/api/games';
import {
  memoryFlipRequestSchema,
  memoryFlipResponseSchema,
  memoryMasterResultSchema,
  memoryMasterStartSchema,
  scoredGameStartRequestSchema,
  speedTypingFinishRequestSchema,
  speedTypingResultSchema,
  speedTypingStartSchema,
} from '@/domain/api/games-scored';
import type { FastifyRequest } from 'fastify';
import type { GameRouteMaker } from '../games-deps';
import { finishMemoryMaster } from './finish-memory-master';
import { finishSpeedTyping } from './finish-speed-typing';
import { flipMemoryCard } from './flip-memory-card';
import { startMemoryMaster, startSpeedTyping } from './start-scored-game';

/** A 3,000-event log of short snapshots stays well under this. */
const typingLogBodyLimit = 192 * 1024;

const sessionParams = z.object({ id: gameSessionIdSchema });

const player = (userId: string, request: FastifyRequest) => ({
  userId,
  ip: request.ip ?? null,
  ua: request.headers['user-agent'] ?? null,
});

/** No start asks for anything, but it must still send a JSON object: `{}`. */
const asSent = (raw: unknown) => raw;

/**
 * Speed Typing and Memory Master: started, played and judged on the server. Every route
 * needs a signed-in user (visitors play a practice round in the browser that earns nothing);
 * the user comes from the session, and fields such as score, reward or userId are dropped.
 */
export const scoredGameRoutes = (route: GameRouteMaker) => [
  route({
    method: 'POST',
    name: 'games/speed-typing/sessions',
    operationId: 'startSpeedTyping',
    summary: 'Starts a Speed Typing round: its session and words',
    access: 'member',
    body: scoredGameStartRequestSchema,
    readBody: asSent,
    responses: { 200: speedTypingStartSchema },
    errors: ['NOT_FOUND'],
    handler: ({ deps, caller, request }) => startSpeedTyping(deps, player(caller.id, request)),
  }),
  route({
    method: 'POST',
    name: 'games/speed-typing/sessions/:id/finish',
    operationId: 'finishSpeedTyping',
    summary: 'Ends a round with its input log; the server replays and pays it once',
    access: 'member',
    params: sessionParams,
    body: speedTypingFinishRequestSchema,
    bodyLimit: typingLogBodyLimit,
    responses: { 200: speedTypingResultSchema },
    errors: ['NOT_FOUND'],
    handler: ({ deps, caller, params, body }) =>
      finishSpeedTyping(deps, { userId: caller.id, sessionId: params.id, body }),
  }),
  route({
    method: 'POST',
    name: 'games/memory-master/sessions',
    operationId: 'startMemoryMaster',
    summary: 'Starts a Memory Master game; the deck stays on the server',
    access: 'member',
    body: scoredGameStartRequestSchema,
    readBody: asSent,
    responses: { 200: memoryMasterStartSchema },
    errors: ['NOT_FOUND'],
    handler: ({ deps, caller, request }) => startMemoryMaster(deps, player(caller.id, request)),
  }),
  route({
    method: 'POST',
    name: 'games/memory-master/sessions/:id/flip',
    operationId: 'flipMemoryCard',
    summary: 'Flips one card: answers its face only',
    access: 'member',
    params: sessionParams,
    body: memoryFlipRequestSchema,
    responses: { 200: memoryFlipResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    handler: ({ deps, caller, params, body }) =>
      flipMemoryCard(deps, { userId: caller.id, sessionId: params.id, index: body.index }),
  }),
  route({
    method: 'POST',
    name: 'games/memory-master/sessions/:id/finish',
    operationId: 'finishMemoryMaster',
    summary: 'Ends a game; paid once from the server’s record of flips',
    access: 'member',
    params: sessionParams,
    responses: { 200: memoryMasterResultSchema },
    errors: ['NOT_FOUND'],
    handler: ({ deps, caller, params }) =>
      finishMemoryMaster(deps, { userId: caller.id, sessionId: params.id }),
  }),
];
