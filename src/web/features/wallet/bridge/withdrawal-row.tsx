import { useId } from 'react';
import type { Withdrawal } from '@/domain/api/bridge';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatAmount, formatDate } from '../wallet-format';
import { shortHash } from '../vaults/chain/format-chain';
import { shortAddress } from './bridge-rules';

/** The state badge's words: what happened and what happens next. */
export function WithdrawalState({ w }: { w: Withdrawal }) {
  switch (w.state) {
    case 'issued':
      return <Badge tone="accent">Issued — redeem before {formatDate(w.expiresAt)}</Badge>;
    case 'redeemed':
      return <Badge tone="success">Redeemed</Badge>;
    case 'expired':
      return <Badge tone="warning">Expired — refund after confirmations</Badge>;
    case 'refunded':
      return <Badge>Refunded{w.refundedAt ? ` ${formatDate(w.refundedAt)}` : ''}</Badge>;
  }
}

function RedeemedTx({ w }: { w: Withdrawal }) {
  if (!w.redeemedTx) return null;
  return w.redeemedTxUrl ? (
    <a
      href={w.redeemedTxUrl}
      target="_blank"
      rel="noreferrer"
      className="font-mono text-xs text-accent-300 underline hover:text-accent-200"
    >
      TX {shortHash(w.redeemedTx)}
    </a>
  ) : (
    <span className="font-mono text-xs break-all text-slate-400" title={w.redeemedTx}>
      TX {w.redeemedTx}
    </span>
  );
}

/**
 * One withdrawal: amount, recipient, state and when; an issued one offers Redeem in wallet,
 * disabled with the reason when the connected wallet cannot redeem it.
 */
export function WithdrawalRow({
  w,
  blocked,
  redeeming,
  onRedeem,
}: {
  w: Withdrawal;
  /** Why Redeem cannot work now, or null. */
  blocked: string | null;
  redeeming: boolean;
  onRedeem: () => void;
}) {
  const reasonId = useId();
  return (
    <li
      data-withdrawal-id={w.id}
      className="grid gap-2 rounded-xl bg-ink-900/60 p-3 ring-1 ring-white/10 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold text-white tabular-nums">
            {formatAmount(w.amount)} QTT
          </span>
          <span className="font-mono text-xs text-slate-400" title={w.recipient}>
            to {shortAddress(w.recipient)}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <WithdrawalState w={w} />
          <RedeemedTx w={w} />
        </div>
        <span className="text-xs text-slate-500">{formatDate(w.createdAt)}</span>
      </div>
      {w.state === 'issued' && (
        <div className="grid gap-1 sm:justify-items-end">
          <Button
            size="sm"
            onClick={onRedeem}
            disabled={blocked !== null || redeeming}
            aria-busy={redeeming}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {redeeming ? 'Redeeming…' : 'Redeem in wallet'}
          </Button>
          {blocked && (
            <p id={reasonId} className="text-xs text-slate-400 sm:max-w-56 sm:text-right">
              {blocked}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
