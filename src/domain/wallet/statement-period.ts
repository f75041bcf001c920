/** A statement's period: whole UTC days, both ends included. */
export interface StatementPeriod {
  from: string;
  to: string;
}

/** The longest period one statement covers: a leap year. */
export const statementMaxDays = 366;

const dayMs = 86_400_000;

/** The first instant of a UTC day ('2026-11-01' → 2026-11-01T00:00:00Z). */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The first instant after the period: where its closing balance is read. */
export const periodEnd = (p: StatementPeriod): Date => new Date(startOfDay(p.to).getTime() + dayMs);

/** Days in the period, both ends counted. */
export const periodDays = (p: StatementPeriod): number =>
  Math.round((startOfDay(p.to).getTime() - startOfDay(p.from).getTime()) / dayMs) + 1;

/** 'YYYY-MM' of a moment, in UTC. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The whole UTC month '2026-02' as days: 2026-02-01 to 2026-02-28. */
export function monthPeriod(month: string): StatementPeriod {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `by` months after (or before, when negative) 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, mon - 1 + by, 1)));
}
