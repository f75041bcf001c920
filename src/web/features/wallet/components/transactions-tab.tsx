import { FileText, Inbox } from 'lucide-react';
import { useState } from 'react';
import type { TransactionFilter } from '@/domain/api/wallet';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { DateRangeFields } from '@/web/components/ui/date-range-fields';
import { SelectField } from '@/web/components/ui/text-field';
import { paths } from '@/web/lib/paths';
import { useTransactions, type TransactionQuery } from '../api/get-transactions';
import { TransactionItem } from './transaction-item';

const filters: { value: TransactionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'sent', label: 'Sent' },
  { value: 'received', label: 'Received' },
  { value: 'earned', label: 'Earned' },
];

export function TransactionsTab() {
  const [query, setQuery] = useState<TransactionQuery>({ filter: 'all', from: '', to: '' });
  const set = (patch: Partial<TransactionQuery>) => setQuery((q) => ({ ...q, ...patch }));

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">Transactions</h2>
        <ButtonLink to={paths.walletStatement} variant="secondary" size="sm">
          <FileText className="size-4" aria-hidden />
          Statement
        </ButtonLink>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Filter"
          value={query.filter}
          onChange={(e) => set({ filter: e.target.value as TransactionFilter })}
        >
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <DateRangeFields value={query} onChange={set} />
      </div>
      <TransactionList query={query} />
    </Card>
  );
}

function TransactionList({ query }: { query: TransactionQuery }) {
  const transactions = useTransactions(query);
  const { data, status, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = transactions;

  if (status === 'pending') {
    return (
      <div role="status" aria-label="Loading transactions" className="mt-6 space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-xl bg-white/5" />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <LoadError
        framed={false}
        className="mt-6"
        message="Failed to load wallet data."
        onRetry={() => void refetch()}
      />
    );
  }
  const items = data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-center gap-2 py-8 text-center text-slate-400">
        <Inbox className="size-8 text-slate-600" aria-hidden />
        <p>No transactions found</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Transaction list" className="mt-4 divide-y divide-white/5">
        {items.map((tx) => (
          <TransactionItem key={tx.id} tx={tx} />
        ))}
      </ul>
      {transactions.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-rose-300">
          Failed to load more transactions.
        </p>
      )}
      {hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}
