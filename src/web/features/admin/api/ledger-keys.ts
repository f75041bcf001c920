import type { QueryClient } from '@tanstack/react-query';

/** Every admin ledger query starts with this key, so one invalidation refreshes them all. */
export const adminLedgerKey = ['admin', 'ledger'] as const;

/** After a grant, deduction or pool funding, the summary and the table are stale. */
export const invalidateAdminLedger = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: adminLedgerKey });

/** One per submit attempt: a retried request then moves money once. */
export const newIdempotencyKey = () => crypto.randomUUID();
