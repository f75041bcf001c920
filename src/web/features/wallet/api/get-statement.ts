import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statementSchema, type Statement } from '@/domain/api/statement';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** A whole UTC month, or a range of UTC days (both included). */
export type StatementRequest = { month: string } | { from: string; to: string };

export function getStatement(request: StatementRequest): Promise<Statement> {
  const params = new URLSearchParams(request);
  return apiFetch(`/api/wallet/statement?${params}`, { schema: statementSchema });
}

/** The statement asked for; the previous one stays on screen while the next loads. */
export function useStatement(request: StatementRequest) {
  return useQuery({
    queryKey: queryKeys.wallet.statement(request),
    queryFn: () => getStatement(request),
    placeholderData: keepPreviousData,
  });
}
