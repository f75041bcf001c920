import type { Statement } from '@/domain/api/statement';
import { csvCell, csvRows } from '@/domain/csv/csv-cell';
import { statementRows } from './statement-lines';

export const statementCsvColumns = ['From', 'To', 'Section', 'Item', 'Amount (QTT)'] as const;

/** A plain decimal, the only thing an amount cell holds: a number, never a formula. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * The statement as CSV, exact to the unit: debits are written negative, so the Opening,
 * Credit and Debit rows add up to the Closing row. Amounts go in as bare numbers (a
 * spreadsheet sums them; csvCell would prefix a minus with an apostrophe and make it text),
 * after checking each is one; every other cell goes through csvCell.
 */
export function statementCsv(s: Statement): string {
  const rows = statementRows(s).map((row) => {
    const amount = row.section === 'Debit' && row.amount !== '0' ? `-${row.amount}` : row.amount;
    if (!plainNumber.test(amount)) throw new Error(`not an amount: ${amount}`);
    return [s.period.from, s.period.to, row.section, row.label].map(csvCell).concat(amount);
  });
  return csvRows([statementCsvColumns.map(csvCell), ...rows]);
}

/** qtn-statement-2026-11.csv for a whole month, qtn-statement-2026-11-05-to-2026-11-20.csv else. */
export function statementFileName(s: Statement, month: string | null): string {
  return month
    ? `qtn-statement-${month}.csv`
    : `qtn-statement-${s.period.from}-to-${s.period.to}.csv`;
}
