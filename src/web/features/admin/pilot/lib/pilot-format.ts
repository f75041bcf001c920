/** Minutes as the dashboard shows them: whole minutes grouped, one decimal under ten. */
export function formatMinutes(minutes: number): string {
  const digits = minutes > 0 && minutes < 10 ? 1 : 0;
  return minutes.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The scale factor as "×0.62" (at most four significant digits). */
export const formatFactor = (scale: number) =>
  `×${scale.toLocaleString('en-US', { maximumSignificantDigits: 4 })}`;

/** '2026-11-23' as 'Nov 23', read in UTC: the report's days are UTC days. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
