import { speedTypingStartSchema } from '@/domain/api/games-scored';
import { apiFetch } from '@/web/lib/api-client';

/** Opens a Speed Typing round on the server: its session and the words to type. */
export const startSpeedTyping = () =>
  apiFetch('/api/games/speed-typing/sessions', {
    method: 'POST',
    body: '{}',
    schema: speedTypingStartSchema,
  });
