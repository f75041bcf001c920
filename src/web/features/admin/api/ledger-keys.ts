import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';

/** After a grant, deduction or pool funding, the summary and the table are stale. */
export const invalidateAdminLedger = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.admin.ledger.all });

/** One per submit attempt: a retried request then moves money once. */
export const newIdempotencyKey = () => crypto.randomUUID();
