import {
  statementCreditLabels,
  statementCreditLines,
  statementDebitLabels,
  statementDebitLines,
  type Statement,
} from '@/domain/api/statement';
import { cn } from '@/web/components/ui/cn';
import { formatAmount } from '../wallet-format';
import { formatDebit } from './statement-format';

const amountCell = 'py-2 pl-4 text-right tabular-nums whitespace-nowrap';

/**
 * The statement as a table: the opening balance, credits by source, debits by kind and the
 * closing balance, amounts right-aligned. Amounts are rounded down to 2 decimals for
 * reading (product rules R2); each cell's title holds the exact figure.
 */
export function StatementTable({
  statement: s,
  caption,
}: {
  statement: Statement;
  caption: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount (QTT)</th>
        </tr>
      </thead>
      <tbody>
        <Row label="Opening balance" amount={s.opening} strong />
        <Group label="Credits" />
        {statementCreditLines.map((line) => (
          <Row key={line} label={statementCreditLabels[line]} amount={s.credits[line]} />
        ))}
        <Row label="Total credits" amount={s.totalCredits} subtotal />
        <Group label="Debits" />
        {statementDebitLines.map((line) => (
          <Row key={line} label={statementDebitLabels[line]} amount={s.debits[line]} debit />
        ))}
        <Row label="Total debits" amount={s.totalDebits} subtotal debit />
        <Row label="Closing balance" amount={s.closing} strong closing />
      </tbody>
    </table>
  );
}

function Group({ label }: { label: string }) {
  return (
    <tr>
      <th
        scope="rowgroup"
        colSpan={2}
        className="pt-5 pb-1 text-left text-xs font-semibold tracking-wider text-slate-400 uppercase"
      >
        {label}
      </th>
    </tr>
  );
}

function Row({
  label,
  amount,
  debit = false,
  strong = false,
  subtotal = false,
  closing = false,
}: {
  label: string;
  amount: string;
  debit?: boolean;
  strong?: boolean;
  subtotal?: boolean;
  closing?: boolean;
}) {
  const shown = debit ? formatDebit(amount) : formatAmount(amount);
  const isZero = shown === '0.00';
  return (
    <tr
      className={cn(
        'border-b border-white/5',
        subtotal && 'border-white/10',
        closing && 'border-t-2 border-b-0 border-t-white/15',
      )}
    >
      <th
        scope="row"
        className={cn(
          'py-2 text-left font-normal text-slate-300',
          strong && 'font-semibold text-white',
          subtotal && 'font-medium text-slate-200',
          closing && 'pt-3 text-base',
        )}
      >
        {label}
      </th>
      <td
        title={`${debit && amount !== '0' ? '-' : ''}${amount} QTT`}
        className={cn(
          amountCell,
          isZero && !strong ? 'text-slate-500' : 'text-slate-100',
          debit && !isZero && 'text-rose-200',
          strong && 'font-semibold text-white',
          closing && 'pt-3 text-base',
        )}
      >
        {shown}
      </td>
    </tr>
  );
}
