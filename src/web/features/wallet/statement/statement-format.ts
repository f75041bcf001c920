import {
  periodDays,
  statementMaxDays,
  type StatementPeriod,
} from '@/domain/wallet/statement-period';
import { formatAmount } from '../wallet-format';

const utc = { timeZone: 'UTC' } as const;

/** 'November 2026' for '2026-11' (en-US, product rules R11). */
export function formatMonth(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    ...utc,
    month: 'long',
    year: 'numeric',
  });
}

/** 'Nov 5, 2026 – Nov 20, 2026', or one day alone. */
export function formatPeriod(p: StatementPeriod): string {
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { ...utc, dateStyle: 'medium' });
  return p.from === p.to ? day(p.from) : `${day(p.from)} – ${day(p.to)}`;
}

/** A debit as the statement shows it: '−3.00' (a true minus sign), and '0.00' for none. */
export function formatDebit(decimal: string): string {
  const shown = formatAmount(decimal);
  return shown === '0.00' ? shown : `−${shown}`;
}

/** What is wrong with a custom range before asking the server, or null when it will do. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose a From and a To day.';
  if (from > to) return 'The range must start on or before its end.';
  if (periodDays({ from, to }) > statementMaxDays)
    return `A statement covers at most ${statementMaxDays} days.`;
  return null;
}
