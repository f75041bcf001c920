import { Download, Inbox } from 'lucide-react';
import type { Statement } from '@/domain/api/statement';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { ApiError } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/download-file';
import type { StatementPeriod } from '@/domain/wallet/statement-period';
import { useStatement } from '../api/get-statement';
import { SignedOutNotice } from '../components/wallet-states';
import { statementCsv, statementFileName } from './statement-csv';
import { formatMonth, formatPeriod } from './statement-format';
import { StatementTable } from './statement-table';

/**
 * The statement for a period (`month` when it is a whole month, for its title and file
 * name): loading, refused, failed, empty or the figures.
 */
export function StatementResult({
  period,
  month,
  today,
}: {
  period: StatementPeriod;
  month: string | null;
  today: string;
}) {
  const statement = useStatement(period);
  const { data, error, isPending, isPlaceholderData, refetch, isFetching } = statement;
  if (error instanceof ApiError && error.status === 401) return <SignedOutNotice />;
  if (isPending) return <StatementSkeleton />;
  if (error && !data) {
    // A refused period says why (the server's words); anything else can be tried again.
    const refused = error instanceof ApiError && error.status === 400;
    return (
      <LoadError
        title="Statement unavailable"
        message={refused ? error.message : 'Could not load your statement.'}
        {...(refused ? {} : { onRetry: () => void refetch(), busy: isFetching })}
      />
    );
  }
  const title = month ? formatMonth(month) : formatPeriod(data.period);
  return (
    <Card
      aria-busy={isPlaceholderData}
      className="p-4 transition-opacity aria-busy:opacity-60 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-white">{title}</h2>
          <p className="text-xs text-slate-400">{periodNote(data, month, today)}</p>
        </div>
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={isPlaceholderData}
          onClick={() => download(data, month)}
        >
          <Download className="size-4" aria-hidden />
          Download CSV
        </Button>
      </div>
      {data.movements === 0 && (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-white/5 p-3 text-sm text-slate-300">
          <Inbox className="size-4 shrink-0 text-slate-500" aria-hidden />
          No movements in this period: the balance did not change.
        </p>
      )}
      <div className="mt-2">
        <StatementTable statement={data} caption={`Statement for ${title}`} />
      </div>
      <p className="mt-4 text-xs text-slate-500">
        Amounts in QTT, rounded down to 2 decimals; the CSV holds them exact.
      </p>
    </Card>
  );
}

/** The days (under a month's name; a range's title names them already), UTC, and the count. */
function periodNote(s: Statement, month: string | null, today: string): string {
  const count = `${s.movements} ${s.movements === 1 ? 'movement' : 'movements'}`;
  const days = month ? `${formatPeriod(s.period)} (UTC)` : 'UTC days';
  const note = `${days} · ${count}`;
  return s.period.to >= today ? `${note} · so far: the period is not over` : note;
}

function download(s: Statement, month: string | null) {
  saveFile(
    statementFileName(s, month),
    new Blob([statementCsv(s)], { type: 'text/csv;charset=utf-8' }),
  );
}

export function StatementSkeleton() {
  const bar = 'animate-pulse rounded-lg bg-white/10';
  return (
    <Card role="status" aria-label="Loading statement" className="space-y-4 p-4 sm:p-6">
      <div className={`${bar} h-6 w-40`} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="flex justify-between gap-4">
          <div className={`${bar} h-4 w-40`} />
          <div className={`${bar} h-4 w-20`} />
        </div>
      ))}
    </Card>
  );
}
