import { useQuery } from '@tanstack/react-query';
import { sendAllowanceSchema, type SendAllowance } from '@/domain/api/send';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function getSendAllowance(): Promise<SendAllowance> {
  return apiFetch('/api/wallet/send-allowance', { schema: sendAllowanceSchema });
}

/** The balance and what may still be sent today; idle until `enabled`. */
export function useSendAllowance({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.wallet.sendAllowance(),
    queryFn: getSendAllowance,
    enabled,
  });
}
