import { carRaceStartResponseSchema } from '@/domain/api/games-timed';
import { apiFetch } from '@/web/lib/api-client';

/** Starts a race on the server's clock, which alone judges how long it took. */
export const startCarRace = () =>
  apiFetch('/api/car-race-start', {
    method: 'POST',
    body: JSON.stringify({ gameId: 'car-racer' }),
    schema: carRaceStartResponseSchema,
  });
