import { Inbox } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/ui/load-error';
import { useLedger } from '../api/get-ledger';
import type { LedgerFilters } from '../lib/ledger-filters';
import { LedgerRow } from './ledger-row';

const headers = ['Date', 'Type', 'Reason', 'From', 'To', 'Amount'];

/** The movements matching `filters`, newest first, fifty at a time. */
export function LedgerTable({ filters }: { filters: LedgerFilters }) {
  const ledger = useLedger(filters);
  const { data, status, hasNextPage, fetchNextPage, isFetchingNextPage, isFetching } = ledger;

  if (status === 'pending') {
    return (
      <div role="status" aria-label="Loading movements" className="space-y-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-xl bg-white/5" />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <LoadError
        framed={false}
        className="justify-between py-4"
        message={ledger.error.message}
        onRetry={() => void ledger.refetch()}
      />
    );
  }
  const entries = data.pages.flatMap((p) => p.items);
  if (entries.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 py-10 text-center text-sm text-slate-400">
        <Inbox className="size-8 text-slate-600" aria-hidden />
        No movements match these filters.
      </p>
    );
  }
  return (
    <div aria-busy={isFetching && !isFetchingNextPage}>
      <table role="table" aria-label="Ledger movements" className="block w-full sm:table">
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr role="row">
            {headers.map((h) => (
              <th
                key={h}
                role="columnheader"
                scope="col"
                className={`px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase ${h === 'Amount' ? 'text-right' : 'text-left'}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {entries.map((e) => (
            <LedgerRow key={e.id} entry={e} />
          ))}
        </tbody>
      </table>
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
