import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { errorMessage } from '@/web/lib/api-client';
import { formatAmount } from '../wallet-format';
import { shortAddress } from './bridge-rules';

/** "24 hours", "30 minutes": how long a voucher stays redeemable. */
export function formatTtl(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} ${seconds === 3600 ? 'hour' : 'hours'}`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The confirmation step: nothing leaves the QTN wallet before Confirm. A failed Confirm can
 * be pressed again with the same attempt (the server issues one voucher per key).
 */
export function WithdrawReview({
  amount,
  to,
  network,
  ttlSeconds,
  busy,
  error,
  onConfirm,
  onEdit,
}: {
  amount: string;
  to: string;
  network: string;
  ttlSeconds: number;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      aria-label="Confirm withdrawal"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onConfirm();
      }}
    >
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-white focus:outline-none">
        Withdraw {formatAmount(amount)} QTT to {shortAddress(to)}?
      </h3>
      <dl className="grid gap-3 rounded-xl bg-ink-900/80 p-4 text-sm ring-1 ring-white/10">
        <div className="grid gap-1">
          <dt className="text-slate-400">To your wallet</dt>
          <dd className="font-mono text-xs break-all text-white">{to}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Amount</dt>
          <dd className="font-semibold text-white tabular-nums">{formatAmount(amount)} QTT</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Network</dt>
          <dd className="text-right text-white">{network}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-400">
        The amount leaves your QTN wallet now. Redeem the voucher in your wallet within{' '}
        {formatTtl(ttlSeconds)}; if you do not, it comes back to your QTN wallet after it expires.
      </p>
      <FormMessage
        notice={
          error ? { kind: 'error', text: errorMessage(error, 'Could not withdraw QTT.') } : null
        }
      />
      <SubmitButton busy={busy}>{error ? 'Try again' : 'Confirm withdrawal'}</SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onEdit} disabled={busy}>
        Edit
      </Button>
    </form>
  );
}
