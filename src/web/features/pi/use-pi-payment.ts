import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { PiOrderType } from '@/domain/pi/pi-sdk';
import { queryKeys } from '@/web/lib/query-keys';
import type { PiSdk } from '@/web/lib/pi/pi-sdk-types';
import { runPiPayment, type PiPaymentDone, type PiPaymentPhase } from '@/web/lib/pi/run-pi-payment';
import { errorMessage } from '@/web/lib/api-client';

export type PiPaymentState =
  | { status: 'idle' }
  | { status: 'running'; phase: PiPaymentPhase }
  | { status: 'done'; result: PiPaymentDone }
  | { status: 'failed'; message: string };

/** A payment from a page: one at a time, and the wallet and Pi lists refresh after it. */
export function usePiPayment(type: PiOrderType) {
  const client = useQueryClient();
  const [state, setState] = useState<PiPaymentState>({ status: 'idle' });
  const running = useRef(false);

  const pay = useCallback(
    async (pi: PiSdk, amount: string) => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'running', phase: 'ordering' });
      try {
        const result = await runPiPayment(pi, amount, type, (phase) =>
          setState({ status: 'running', phase }),
        );
        setState({ status: 'done', result });
      } catch (error) {
        setState({ status: 'failed', message: errorMessage(error, '') });
      } finally {
        running.current = false;
        void client.invalidateQueries({ queryKey: queryKeys.pi.all });
        void client.invalidateQueries({ queryKey: queryKeys.wallet.all });
      }
    },
    [client, type],
  );

  return { state, pay, fail: (message: string) => setState({ status: 'failed', message }) };
}

export const phaseText: Record<PiPaymentPhase, string> = {
  ordering: 'Creating your order…',
  approval: 'Ready for server approval…',
  completion: 'Ready for server completion…',
};
