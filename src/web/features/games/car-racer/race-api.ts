import { carRaceFinishResponseSchema, carRaceStartResponseSchema } from '@/domain/api/games-timed';
import { apiFetch } from '@/web/lib/api-client';

/** The car racer's calls: the server starts the race on its clock and judges the finish. */
export const raceApi = {
  start: () =>
    apiFetch('/api/car-race-start', {
      method: 'POST',
      body: JSON.stringify({ gameId: 'car-racer' }),
      schema: carRaceStartResponseSchema,
    }),
  finish: (sessionId: string) =>
    apiFetch('/api/car-race-finish', {
      method: 'POST',
      body: JSON.stringify({ sessionId }),
      schema: carRaceFinishResponseSchema,
    }),
};
