import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statementSchema, type Statement } from '@/domain/api/statement';
import type { StatementPeriod } from '@/domain/wallet/statement-period';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The statement over UTC days, both included (a month is its first and last days). */
export function getStatement(period: StatementPeriod): Promise<Statement> {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  return apiFetch(`/api/wallet/statement?${params}`, { schema: statementSchema });
}

/** The statement asked for; the previous one stays on screen while the next loads. */
export function useStatement(period: StatementPeriod) {
  return useQuery({
    queryKey: queryKeys.wallet.statement(period),
    queryFn: () => getStatement(period),
    placeholderData: keepPreviousData,
  });
}
