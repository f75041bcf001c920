import { RotateCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useStuckPiPayments } from '../api/get-stuck-pi-payments';
import { StuckPiRow } from './stuck-pi-row';

/** Pi payments not completed within a few minutes, with what the Pi Platform says of each. */
export function StuckPiPayments() {
  const stuck = useStuckPiPayments();
  let body;
  if (stuck.isPending) {
    body = <p className="text-sm text-slate-400">Loading stuck Pi payments…</p>;
  } else if (stuck.isError) {
    body = <p className="text-sm text-rose-300">{stuck.error.message}</p>;
  } else if (stuck.data.payments.length === 0) {
    body = (
      <p className="text-sm text-slate-400">
        No stuck Pi payments: every payment finished or was cancelled in time.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-white/5">
        {stuck.data.payments.map((p) => (
          <StuckPiRow key={p.orderId} payment={p} />
        ))}
      </ul>
    );
  }
  return (
    <Card
      role="region"
      aria-labelledby="stuck-pi-title"
      id="stuck-pi-payments"
      className="p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stuck-pi-title" className="text-lg font-semibold text-white">
          Stuck Pi payments
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void stuck.refetch()}
          disabled={stuck.isFetching}
        >
          <RotateCw className="size-4" aria-hidden />
          Refresh
        </Button>
      </div>
      <div className="mt-2">{body}</div>
    </Card>
  );
}
