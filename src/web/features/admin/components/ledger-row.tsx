import type { ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import type { LedgerEntry } from '@/domain/api/admin-ledger';
import { exactQtt, formatDateTime } from '@/web/lib/amount';

/**
 * One movement. A table row from 640 px up; below that the same row is a stacked card
 * whose cells carry their own labels (hidden from screen readers, which have the headers).
 */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  return (
    <tr
      role="row"
      className="block rounded-xl bg-white/[0.03] p-3 ring-1 ring-white/10 sm:table-row sm:rounded-none sm:bg-transparent sm:p-0 sm:ring-0"
    >
      <Cell label="Date" className="whitespace-nowrap text-slate-400">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Cell>
      <Cell label="Type">
        <Badge tone={entry.type === 'reward' ? 'success' : 'neutral'}>{entry.type}</Badge>
      </Cell>
      <Cell label="Reason" className="text-slate-200 sm:max-w-64">
        {entry.reason}
      </Cell>
      <Cell label="From" className="break-all text-slate-300">
        {entry.from}
      </Cell>
      <Cell label="To" className="break-all text-slate-300">
        {entry.to}
      </Cell>
      <Cell label="Amount" end className="font-semibold whitespace-nowrap text-white tabular-nums">
        {exactQtt(entry.amount)} QTT
      </Cell>
    </tr>
  );
}

function Cell({
  label,
  end = false,
  className = '',
  children,
}: {
  label: string;
  /** Aligned to the end in the table, as numbers are. */
  end?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      role="cell"
      className={`flex items-baseline justify-between gap-3 py-1 text-right text-sm sm:table-cell sm:border-t sm:border-white/5 sm:px-3 sm:py-3 sm:align-top ${end ? 'sm:text-right' : 'sm:text-left'} ${className}`}
    >
      <span aria-hidden className="shrink-0 text-xs font-medium text-slate-500 sm:hidden">
        {label}
      </span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}
