import type { PilotMinutes } from '../api/pilot';

/** Seconds as minutes rounded to 2 decimals: the report's, the CSV's and the pool's unit. */
export const minutesOf = (seconds: number): number => Math.round((seconds * 100) / 60) / 100;

export function pilotMinutes(watchSeconds: number, gameSeconds: number): PilotMinutes {
  return {
    watchMins: minutesOf(watchSeconds),
    gameMins: minutesOf(gameSeconds),
    totalMins: minutesOf(watchSeconds + gameSeconds),
  };
}
