import { z } from 'zod';
import {
  isStatementMonth,
  monthOf,
  monthPeriod,
  periodDays,
  statementMaxDays,
  type StatementPeriod,
} from '../wallet/statement-period';
import { dayString, decimalQtt } from './fields';

/**
 * GET /api/wallet/statement?month=YYYY-MM, or ?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both
 * included, at most `statementMaxDays`). Neither: this month.
 */
export const statementQuerySchema = z
  .object({
    month: z
      .string()
      .refine(isStatementMonth, 'Months look like 2026-04, between 2000 and 2999.')
      .optional(),
    from: dayString.optional(),
    to: dayString.optional(),
  })
  .refine((q) => !(q.month && (q.from || q.to)), 'Ask for a month or a range of days, not both.')
  .refine((q) => !q.from === !q.to, 'A range needs both a from and a to day.')
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The range must start on or before its end.')
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      q.from > q.to ||
      periodDays({ from: q.from, to: q.to }) <= statementMaxDays,
    `A statement covers at most ${statementMaxDays} days.`,
  );
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** The days a query names; `now` picks the month when it names none. */
export function statementPeriodOf(q: StatementQuery, now: Date): StatementPeriod {
  if (q.from && q.to) return { from: q.from, to: q.to };
  return monthPeriod(q.month ?? monthOf(now));
}

/** Money into the wallet, by source, in the order a statement lists them. */
export const statementCreditLines = [
  'watch',
  'games',
  'usageBonus',
  'vaultGains',
  'vaultReturns',
  'pi',
  'received',
  'other',
] as const;
export type StatementCreditLine = (typeof statementCreditLines)[number];

/** Money out of the wallet, by kind. */
export const statementDebitLines = ['sent', 'vaultLocks', 'penalties', 'other'] as const;
export type StatementDebitLine = (typeof statementDebitLines)[number];

export const statementCreditLabels: Record<StatementCreditLine, string> = {
  watch: 'Watch rewards',
  games: 'Game rewards',
  usageBonus: 'Daily usage bonus',
  vaultGains: 'Vault gains',
  vaultReturns: 'Vault principal returned',
  pi: 'Bought with Pi',
  received: 'Received from members',
  other: 'Other credits (grants, adjustments)',
};

export const statementDebitLabels: Record<StatementDebitLine, string> = {
  sent: 'Sent to members',
  vaultLocks: 'Locked in vaults',
  penalties: 'Early withdrawal penalties',
  other: 'Other debits (corrections)',
};

/**
 * The wallet over a period. Invariant: opening + Σ credits − Σ debits = closing, to the
 * unit, and opening and closing are the wallet's ledger balances at the period's bounds.
 */
export const statementSchema = z.object({
  period: z.object({ from: dayString, to: dayString }),
  opening: decimalQtt,
  credits: z.object(
    Object.fromEntries(statementCreditLines.map((l) => [l, decimalQtt])) as Record<
      StatementCreditLine,
      typeof decimalQtt
    >,
  ),
  debits: z.object(
    Object.fromEntries(statementDebitLines.map((l) => [l, decimalQtt])) as Record<
      StatementDebitLine,
      typeof decimalQtt
    >,
  ),
  totalCredits: decimalQtt,
  totalDebits: decimalQtt,
  closing: decimalQtt,
  /** Ledger transfers that touched the wallet in the period (0: nothing happened). */
  movements: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;
