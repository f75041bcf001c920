import { Card } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth-context';
import { useMyPiPayments } from '@/web/lib/pi/api/get-my-pi-payments';
import { PiPaymentStatusBadge } from './pi-payment-status';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The signed-in user's recent Pi payments with their state, so a payment that stopped half
 * way is visible (and its QTT is not silently missing).
 */
export function MyPiPayments() {
  const { status } = useAuth();
  const payments = useMyPiPayments({ enabled: status === 'signed-in' });
  if (status !== 'signed-in') return null;

  let body;
  if (payments.isPending) body = <p className="text-sm text-slate-400">Loading your payments…</p>;
  else if (payments.isError) {
    body = <p className="text-sm text-rose-300">Your Pi payments could not be loaded.</p>;
  } else if (payments.data.payments.length === 0) {
    body = <p className="text-sm text-slate-400">No Pi payments yet.</p>;
  } else {
    body = (
      <ul className="divide-y divide-white/5">
        {payments.data.payments.map((p) => (
          <li key={p.orderId} className="grid gap-1 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-white tabular-nums">
                {p.amountPi} Pi → {p.qtt} QTT
              </span>
              <PiPaymentStatusBadge status={p.status} />
            </div>
            <p className="text-xs text-slate-400">{when(p.createdAt)}</p>
            {p.paymentId && (
              <p className="text-xs break-all text-slate-400">Payment {p.paymentId}</p>
            )}
            {p.txid && <p className="text-xs break-all text-slate-400">Transaction {p.txid}</p>}
            {p.lastError && p.status !== 'completed' && (
              <p className="text-xs text-amber-200">{p.lastError}</p>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-white">Your Pi payments</h2>
      <div className="mt-2">{body}</div>
    </Card>
  );
}
