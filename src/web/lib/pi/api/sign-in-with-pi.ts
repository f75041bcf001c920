import { piSignInResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';

/** Opens a QTN session for the Pi user the server checks the token of with the Pi Platform. */
export const signInWithPi = (accessToken: string) =>
  apiFetch('/api/pi-sign-in', {
    schema: piSignInResponseSchema,
    method: 'POST',
    body: JSON.stringify({ accessToken }),
  });
