import { useState } from 'react';
import type { StuckPiPayment } from '@/domain/api/pi';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { ConfirmPanel } from '../components/confirm-panel';
import { useResolveStuckPiPayment, type StuckAction } from '../api/resolve-stuck-pi-payment';

/** Pi Platform's flags for the payment, in the order a payment passes them. */
function platformState(p: StuckPiPayment): string {
  if (!p.paymentId) return 'Never started: the payer did not reach Pi';
  if (!p.platform) return `Could not be asked${p.platformError ? `: ${p.platformError}` : ''}`;
  const f = p.platform;
  if (f.cancelled || f.userCancelled)
    return f.userCancelled ? 'Cancelled by the user' : 'Cancelled';
  if (f.developerCompleted) return 'Completed';
  if (f.transactionVerified) return 'Transaction verified, not completed';
  if (f.developerApproved) return 'Approved, no transaction yet';
  return 'Created, not approved';
}

const sentences: Record<StuckAction, (p: StuckPiPayment) => string> = {
  retry: (p) =>
    `Retry payment ${p.paymentId ?? p.orderId} of ${p.amountPi} Pi for ${p.displayName}? If Pi has its transaction, ${p.qtt} QTT is credited once.`,
  cancel: (p) =>
    `Cancel payment ${p.paymentId ?? p.orderId} of ${p.amountPi} Pi for ${p.displayName}? No QTT will be credited for it.`,
};

export function StuckPiRow({ payment }: { payment: StuckPiPayment }) {
  const [asking, setAsking] = useState<StuckAction | null>(null);
  const action = useResolveStuckPiPayment();
  const confirm = (which: StuckAction) =>
    action.mutate(
      { orderId: payment.orderId, action: which },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(which === 'retry' ? 'Payment retried' : 'Payment cancelled');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <li className="grid gap-2 py-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">
          {payment.displayName} · {payment.amountPi} Pi → {payment.qtt} QTT
        </p>
        <p className="text-xs text-slate-400">
          {new Date(payment.createdAt).toLocaleString('en-US')} · QTN: {payment.status}
        </p>
      </div>
      <p className="text-xs break-all text-slate-400">
        Payment {payment.paymentId ?? 'not started'} · Order {payment.orderId}
        {payment.txid && <> · Transaction {payment.txid}</>}
      </p>
      <p className="text-slate-300">Pi Platform: {platformState(payment)}</p>
      {payment.lastError && <p className="text-xs text-amber-200">{payment.lastError}</p>}
      {asking ? (
        <ConfirmPanel
          sentence={sentences[asking](payment)}
          confirmLabel={asking === 'retry' ? 'Retry payment' : 'Cancel payment'}
          busy={action.isPending}
          error={action.error?.message ?? null}
          onConfirm={() => confirm(asking)}
          onBack={() => setAsking(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setAsking('retry')}>
            Retry
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAsking('cancel')}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
