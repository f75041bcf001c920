/** Minutes as the dashboard shows them: whole minutes grouped, a decimal only under ten. */
export function formatMinutes(minutes: number): string {
  return minutes.toLocaleString('en-US', { maximumFractionDigits: minutes < 10 ? 1 : 0 });
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
