import { Inbox } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { PilotRange, PilotReport } from '@/domain/api/pilot';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { StatCard } from '@/web/components/ui/stat-card';
import { cn } from '@/web/components/ui/cn';
import { hasErrorCode } from '@/web/lib/api-client';
import type { AdminCredential } from '@/web/lib/admin-credential';
import { usePilotReport, type PilotReportQuery } from '../api/get-pilot-report';
import { formatMinutes } from '../lib/pilot-format';
import { parseRange, parseUserParam } from '../lib/usage-filter';
import { ExportCsvButton } from './export-csv-button';
import { FiguresSkeleton } from './figures-skeleton';
import { UsageControls } from './usage-controls';
import { DaysTable, UsersTable } from './usage-tables';
import { UsersPager } from './users-pager';

// recharts arrives after the figures and tables, in a chunk of its own.
const UsageChart = lazy(() => import('./usage-chart').then((m) => ({ default: m.UsageChart })));

/** The usage report; its range and user live in the address (?days=&user=) for sharing. */
export function UsageSection({ credential }: { credential: AdminCredential }) {
  const [params, setParams] = useSearchParams();
  // The cursors of the pages before the one shown: empty on the first page.
  const [cursors, setCursors] = useState<string[]>([]);
  const query: PilotReportQuery = {
    days: parseRange(params.get('days')),
    userId: parseUserParam(params.get('user')),
    cursor: cursors.at(-1) ?? null,
  };
  const report = usePilotReport(credential, query);
  const update = (name: string, value: string | null) => {
    setCursors([]);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby="pilot-usage" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pilot-usage" className="text-lg font-semibold text-white">
          Usage
        </h2>
        <ExportCsvButton credential={credential} query={query} />
      </div>
      <Card className="p-4">
        <UsageControls
          days={query.days}
          userId={query.userId}
          onRange={(days: PilotRange) => update('days', String(days))}
          onUser={(userId) => update('user', userId)}
        />
      </Card>
      {report.isPending && <FiguresSkeleton label="Loading usage" count={3} />}
      {report.isError && !report.data && (
        <LoadError
          message={
            // The report is for an admin session; the admin key opens the summary only.
            hasErrorCode(report.error, 'UNAUTHORIZED', 'FORBIDDEN')
              ? 'The usage report needs an admin account: log in as an admin to see it.'
              : 'Failed to load the usage report'
          }
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && (
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('space-y-4 transition', report.isPlaceholderData && 'opacity-60')}
        >
          <UsageBody
            report={report.data}
            pager={
              <UsersPager
                page={cursors.length}
                shown={report.data.rows.length}
                users={report.data.users}
                hasNext={report.data.nextCursor !== null}
                busy={report.isPlaceholderData}
                onPrevious={() => setCursors((c) => c.slice(0, -1))}
                onNext={() => {
                  const next = report.data.nextCursor;
                  if (next) setCursors((c) => [...c, next]);
                }}
              />
            }
          />
        </div>
      )}
    </section>
  );
}

function UsageBody({ report, pager }: { report: PilotReport; pager: ReactNode }) {
  const { totals } = report;
  return (
    <>
      <p className="text-sm text-slate-400">
        Since {report.since} (UTC) · {report.users} {report.users === 1 ? 'user' : 'users'}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Watch minutes" value={formatMinutes(totals.watchMins)} />
        <StatCard label="Game minutes" value={formatMinutes(totals.gameMins)} />
        <StatCard label="Total minutes" value={formatMinutes(totals.totalMins)} />
      </dl>
      {report.rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center text-sm text-slate-400">
          <Inbox className="size-8 text-slate-500" aria-hidden />
          No verified minutes in this range
        </Card>
      ) : (
        <>
          <Suspense
            fallback={<div className="h-80 animate-pulse rounded-2xl bg-white/5" aria-hidden />}
          >
            <UsageChart series={report.series} />
          </Suspense>
          <div className="grid min-w-0 gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
            <div className="min-w-0 space-y-3">
              <UsersTable rows={report.rows} />
              {pager}
            </div>
            <DaysTable series={report.series} />
          </div>
        </>
      )}
    </>
  );
}
