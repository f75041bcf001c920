import { carRaceFinishResponseSchema } from '@/domain/api/games-timed';
import { apiFetch } from '@/web/lib/api-client';

/** Ends the race; the server judges the finish and answers what it paid. */
export const finishCarRace = (sessionId: string) =>
  apiFetch('/api/car-race-finish', {
    method: 'POST',
    body: JSON.stringify({ sessionId }),
    schema: carRaceFinishResponseSchema,
  });
