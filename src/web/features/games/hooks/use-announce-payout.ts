import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GameResult } from '@/domain/api/games';
import { queryKeys } from '@/web/lib/query-keys';
import { toast } from '@/web/lib/toast';

/** After a finish: a toast with what the server paid, and a fresh wallet. */
export function useAnnouncePayout() {
  const client = useQueryClient();
  return useCallback(
    (result: GameResult) => {
      if (result.outcome !== 'paid') return;
      toast.success(`You earned ${result.credited} QTT!`);
      void client.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
    [client],
  );
}
