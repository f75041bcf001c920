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
import type { ApiRoute } from './api-routes';

/** Speed Typing and Memory Master (src/server/games/scored). */
export const scoredGameApiRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/games/speed-typing/sessions',
    summary: 'Starts a Speed Typing round: its session and words',
    body: scoredGameStartRequestSchema,
    response: speedTypingStartSchema,
  },
  {
    method: 'POST',
    path: '/api/games/speed-typing/sessions/:id/finish',
    summary: 'Ends a round with its input log; the server replays and pays it once',
    body: speedTypingFinishRequestSchema,
    response: speedTypingResultSchema,
  },
  {
    method: 'POST',
    path: '/api/games/memory-master/sessions',
    summary: 'Starts a Memory Master game; the deck stays on the server',
    body: scoredGameStartRequestSchema,
    response: memoryMasterStartSchema,
  },
  {
    method: 'POST',
    path: '/api/games/memory-master/sessions/:id/flip',
    summary: 'Flips one card: answers its face only',
    body: memoryFlipRequestSchema,
    response: memoryFlipResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/games/memory-master/sessions/:id/finish',
    summary: 'Ends a game; paid once from the server’s record of flips',
    response: memoryMasterResultSchema,
  },
];
