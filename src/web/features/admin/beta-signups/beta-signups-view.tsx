import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Field, inputClass } from '@/web/components/ui/text-field';
import { errorMessage, hasErrorCode } from '@/web/lib/api-client';
import { LoadError } from '@/web/components/ui/load-error';
import { AdminOnly, AdminSignedOut } from '../components/admin-guard';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { BetaSignupsTable } from './beta-signups-table';
import { useExportBetaSignups } from '../api/export-beta-signups';
import { useBetaSignups } from '../api/get-beta-signups';

/** The list with its count, search, pages and the CSV export. */
export function BetaSignupsView() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const list = useBetaSignups(q, page);
  const exportCsv = useExportBetaSignups();

  if (hasErrorCode(list.error, 'UNAUTHORIZED')) return <AdminSignedOut />;
  if (hasErrorCode(list.error, 'FORBIDDEN')) return <AdminOnly />;

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card className="grid gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Search by email or name" className="flex-1 basis-56">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500"
                aria-hidden
              />
              <input
                {...control}
                type="search"
                className={`${inputClass} pl-10`}
                value={search}
                maxLength={100}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </div>
          )}
        </Field>
        <Button
          variant="secondary"
          onClick={() => exportCsv.mutate(q)}
          disabled={exportCsv.isPending}
        >
          <Download className="size-4" aria-hidden />
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {exportCsv.isError && (
        <p role="alert" className="text-sm text-rose-300">
          Export failed: {errorMessage(exportCsv.error, 'The export failed.')}
        </p>
      )}
      <p className="text-sm text-slate-400" aria-live="polite">
        {data
          ? `${data.total} ${data.total === 1 ? 'signup' : 'signups'}${q ? ` matching “${q}”` : ''}`
          : ' '}
      </p>
      {list.isPending ? (
        <p role="status" className="py-10 text-center text-slate-400">
          Loading signups…
        </p>
      ) : list.isError ? (
        <LoadError
          layout="page"
          framed={false}
          message={`Could not load the signups: ${list.error.message}`}
          retryLabel="Try again"
          busy={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.signups.length === 0 ? (
        <p className="py-10 text-center text-slate-400">
          {q ? 'No signups match this search.' : 'No one has signed up for the beta yet.'}
        </p>
      ) : data ? (
        <>
          <BetaSignupsTable signups={data.signups} />
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-400">
                Page {page} of {pages}
              </span>
              <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      ) : null}
    </Card>
  );
}
