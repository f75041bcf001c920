/** UTC days as `YYYY-MM-DD`: the allocation's unit of time (product rules R7). */
const dayMs = 86_400_000;

export const utcDayOf = (d: Date): string => d.toISOString().slice(0, 10);

export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const addDays = (day: string, n: number): string =>
  utcDayOf(new Date(dayStart(day).getTime() + n * dayMs));

/** Every day from `first` to `last` inclusive, oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}
