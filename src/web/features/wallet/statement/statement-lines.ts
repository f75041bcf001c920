import {
  statementCreditLabels,
  statementCreditLines,
  statementDebitLabels,
  statementDebitLines,
  type Statement,
} from '@/domain/api/statement';

export interface StatementRow {
  section: 'Opening' | 'Credit' | 'Debit' | 'Closing';
  label: string;
  /** Exact decimal QTT as the server wrote it, always positive but for a negative balance. */
  amount: string;
}

/** The statement's rows in reading order: opening, each credit, each debit, closing. */
export function statementRows(s: Statement): StatementRow[] {
  return [
    { section: 'Opening', label: 'Opening balance', amount: s.opening },
    ...statementCreditLines.map((line) => ({
      section: 'Credit' as const,
      label: statementCreditLabels[line],
      amount: s.credits[line],
    })),
    ...statementDebitLines.map((line) => ({
      section: 'Debit' as const,
      label: statementDebitLabels[line],
      amount: s.debits[line],
    })),
    { section: 'Closing', label: 'Closing balance', amount: s.closing },
  ];
}
