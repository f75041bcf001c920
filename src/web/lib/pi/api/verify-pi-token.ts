import { verifyPiTokenResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';

/** Asks the server what the Pi Platform says of a token (the test page's debug panel). */
export const verifyPiToken = (accessToken: string) =>
  apiFetch('/api/verify-pi-token', {
    schema: verifyPiTokenResponseSchema,
    method: 'POST',
    body: JSON.stringify({ accessToken }),
  });
