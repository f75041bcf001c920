import { useState } from 'react';
import { Card } from '@/web/components/ui/card';
import { emptyLedgerFilters, type LedgerFilters } from '../lib/ledger-filters';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { LedgerFilterBar } from './ledger-filter-bar';
import { LedgerTable } from './ledger-table';

export function LedgerMovements() {
  const [filters, setFilters] = useState<LedgerFilters>(emptyLedgerFilters);
  // Typing waits for a pause; the selects and dates apply at once.
  const q = useDebouncedValue(filters.q);
  return (
    <Card role="region" className="space-y-5 p-4 sm:p-6" aria-labelledby="ledger-movements">
      <h2 id="ledger-movements" className="text-lg font-semibold text-white">
        Movements
      </h2>
      <LedgerFilterBar filters={filters} onChange={(p) => setFilters((f) => ({ ...f, ...p }))} />
      <LedgerTable filters={{ ...filters, q: q.trim() }} />
    </Card>
  );
}
