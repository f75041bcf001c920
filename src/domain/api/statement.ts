import { z } from 'zod';
import {
  monthOf,
  monthPeriod,
  periodDays,
  statementMaxDays,
  type StatementPeriod,
} from '../wallet/statement-period';
import { dayString, decimalQtt } from './fields';

/**
 * GET /api/wallet/statement?from=YYYY-MM-DD&to=YYYY-MM-DD: UTC days, both included, at most
 * `statementMaxDays`; neither names this UTC month. A month is its first and last days
 * (`monthPeriod`): one way to name a period (docs/decisions/042-wallet-statement.md).
 */
export const statementQuerySchema = z
  .object({ from: dayString.optional(), to: dayString.optional() })
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
  return q.from && q.to ? { from: q.from, to: q.to } : monthPeriod(monthOf(now));
}

/** Money into the wallet, by source, in the order a statement lists them. */
export const statementCreditLines = [
  'watch',
  'games',
  'usageBonus',
  'vaultGains',
  'vaultReturns',
  'pi',
  'chainDeposits',
  'chainRefunds',
  'received',
  'other',
] as const;
export type StatementCreditLine = (typeof statementCreditLines)[number];

/** Money out of the wallet, by kind. */
export const statementDebitLines = [
  'sent',
  'vaultLocks',
  'penalties',
  'chainWithdrawals',
  'other',
] as const;
export type StatementDebitLine = (typeof statementDebitLines)[number];

export const statementCreditLabels: Record<StatementCreditLine, string> = {
  watch: 'Watch rewards',
  games: 'Game rewards',
  usageBonus: 'Daily usage bonus',
  vaultGains: 'Vault gains',
  vaultReturns: 'Vault principal returned',
  pi: 'Bought with Pi',
  chainDeposits: 'Deposited from the chain',
  chainRefunds: 'Withdrawals refunded (voucher expired)',
  received: 'Received from members',
  other: 'Other credits (grants, adjustments)',
};

export const statementDebitLabels: Record<StatementDebitLine, string> = {
  sent: 'Sent to members',
  vaultLocks: 'Locked in vaults',
  penalties: 'Early withdrawal penalties',
  chainWithdrawals: 'Withdrawn to the chain',
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
