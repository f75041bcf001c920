/** One user's verified seconds of one UTC day, by kind. */
export interface UsageSeconds {
  watchSeconds: number;
  gameSeconds: number;
}

/**
 * A user's counted seconds of one UTC day under the daily ceiling (PILOT_DAILY_MINUTES_CAP,
 * docs/decisions/033): watching counts first, games fill what is left, so the sum never
 * passes `ceilingSeconds`. Parallel tabs can each verify time; a person attends to one.
 */
export function underDailyCeiling<U extends UsageSeconds>(u: U, ceilingSeconds: number): U {
  const ceiling = Math.max(0, Math.floor(ceilingSeconds));
  const watchSeconds = Math.min(u.watchSeconds, ceiling);
  const gameSeconds = Math.min(u.gameSeconds, ceiling - watchSeconds);
  return { ...u, watchSeconds, gameSeconds };
}
