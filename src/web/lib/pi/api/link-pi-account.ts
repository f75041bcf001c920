import { piLinkResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';

/** Adds the Pi identity the token proves to the signed-in account. */
export const linkPiAccount = (accessToken: string) =>
  apiFetch('/api/pi-link', {
    schema: piLinkResponseSchema,
    method: 'POST',
    body: JSON.stringify({ accessToken }),
  });
