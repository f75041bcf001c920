import { speedTypingResultSchema, type SpeedTypingFinishRequest } from '@/domain/api/games-scored';
import { apiFetch } from '@/web/lib/api-client';

/** Sends the round's input log; the server replays it and answers what it paid. */
export const finishSpeedTyping = (sessionId: string, body: SpeedTypingFinishRequest) =>
  apiFetch(`/api/games/speed-typing/sessions/${sessionId}/finish`, {
    method: 'POST',
    body: JSON.stringify(body),
    schema: speedTypingResultSchema,
  });
