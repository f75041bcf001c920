import { LoaderCircle } from 'lucide-react';
import { piMessages } from '@/domain/pi/pi-messages';
import { FormMessage } from '@/web/components/ui/form-message';
import { phaseText, type PiPaymentState } from './use-pi-payment';

/** The exchange's outcome: progress, success with the transaction id, or the failure. */
export function ExchangeStatus({ state }: { state: PiPaymentState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
        <LoaderCircle className="size-4 animate-spin text-accent-300" aria-hidden />
        {phaseText[state.phase]}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <FormMessage notice={{ kind: 'error', text: piMessages.exchangeFailed(state.message) }} />
    );
  }
  const { payment, txid } = state.result;
  return (
    <div
      role="status"
      className="rounded-xl bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100 ring-1 ring-emerald-400/30"
    >
      <p className="font-semibold">Payment completed: {payment.qtt} QTT added to your wallet.</p>
      <p className="mt-1 break-all">
        Transaction ID: <span className="font-mono">{txid}</span>
      </p>
    </div>
  );
}
