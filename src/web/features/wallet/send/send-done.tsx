import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SentTransfer } from '@/domain/api/send';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { formatAmount } from '../wallet-format';

/** The last step: what the server moved, and the balance it left. */
export function SendDone({ sent, onAnother }: { sent: SentTransfer; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="space-y-5">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-emerald-200 focus:outline-none"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        Sent {formatAmount(sent.amount)} QTT to {sent.to.displayName}
      </h2>
      {sent.note && <p className="text-sm break-words text-slate-300">Note: {sent.note}</p>}
      <p className="text-sm text-slate-400">
        Your balance is now <strong className="text-white">{formatAmount(sent.balance)} QTT</strong>
        .
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={`${paths.wallet}?tab=transactions`} variant="secondary" className="flex-1">
          See transactions
        </ButtonLink>
        <Button variant="ghost" className="flex-1" onClick={onAnother}>
          Send more
        </Button>
      </div>
    </div>
  );
}
