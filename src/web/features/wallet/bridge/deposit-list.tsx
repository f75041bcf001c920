import type { Deposit } from '@/domain/api/bridge';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { formatAmount, formatDate } from '../wallet-format';
import { shortHash } from '../vaults/chain/format-chain';
import { useDeposits } from '../api/get-deposits';
import { shortAddress } from './bridge-rules';
import { ListSkeleton } from './list-skeleton';

function TxLink({ d }: { d: Deposit }) {
  return d.txUrl ? (
    <a
      href={d.txUrl}
      target="_blank"
      rel="noreferrer"
      className="font-mono text-xs text-accent-300 underline hover:text-accent-200"
    >
      TX {shortHash(d.txHash)}
    </a>
  ) : (
    <span className="font-mono text-xs text-slate-400" title={d.txHash}>
      TX {shortHash(d.txHash)}
    </span>
  );
}

function DepositRow({ d }: { d: Deposit }) {
  const done = Math.min(d.confirmations, d.required);
  return (
    <li
      data-deposit-tx={d.txHash}
      className="grid gap-2 rounded-xl bg-ink-900/60 p-3 ring-1 ring-white/10"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-white tabular-nums">{formatAmount(d.amount)} QTT</span>
        <span className="font-mono text-xs text-slate-400" title={d.from}>
          from {shortAddress(d.from)}
        </span>
        <TxLink d={d} />
      </div>
      {d.state === 'pending' ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={`Confirmations of ${formatAmount(d.amount)} QTT`}
            aria-valuemin={0}
            aria-valuemax={d.required}
            aria-valuenow={done}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-accent-400 transition-[width]"
              style={{ width: `${d.required > 0 ? (done / d.required) * 100 : 100}%` }}
            />
          </div>
          <span className="text-xs text-slate-400">
            {done} of {d.required} confirmations
          </span>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="success">Credited</Badge>
          {d.creditedAt && (
            <span className="text-xs text-slate-500">{formatDate(d.creditedAt)}</span>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Pending deposits with their confirmations, then the credited ones. Polls while one is
 * pending or while `awaiting` a deposit this page sent.
 */
export function DepositList({ awaiting }: { awaiting: boolean }) {
  const list = useDeposits({ awaiting });
  let body;
  if (list.isError && !list.data) {
    body = (
      <LoadError
        message="Failed to load your deposits."
        retryLabel="Try again"
        busy={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <ListSkeleton label="Loading your deposits" />;
  } else {
    const pending = list.data.deposits.filter((d) => d.state === 'pending');
    const credited = list.data.deposits.filter((d) => d.state === 'credited');
    body = (
      <>
        <section aria-labelledby="pending-deposits-heading" className="space-y-2">
          <h3 id="pending-deposits-heading" className="text-sm font-semibold text-slate-300">
            Pending deposits
          </h3>
          {pending.length === 0 ? (
            <p className="text-sm text-slate-400">
              {awaiting ? 'Waiting for the chain to report your deposit…' : 'None waiting.'}
            </p>
          ) : (
            <ul className="grid gap-2">
              {pending.map((d) => (
                <DepositRow key={`${d.txHash}:${d.logIndex}`} d={d} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="credited-deposits-heading" className="space-y-2">
          <h3 id="credited-deposits-heading" className="text-sm font-semibold text-slate-300">
            Credited deposits
          </h3>
          {credited.length === 0 ? (
            <p className="text-sm text-slate-400">No deposits yet.</p>
          ) : (
            <ul className="grid gap-2">
              {credited.map((d) => (
                <DepositRow key={`${d.txHash}:${d.logIndex}`} d={d} />
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }
  return (
    <Card role="region" aria-labelledby="deposits-heading" className="space-y-4">
      <h2 id="deposits-heading" className="text-lg font-semibold text-white">
        Your deposits
      </h2>
      {body}
    </Card>
  );
}

/** Whether the list already shows the deposit sent in `txHash`. */
export const listsDeposit = (deposits: Deposit[] | undefined, txHash: string) =>
  deposits?.some((d) => d.txHash.toLowerCase() === txHash.toLowerCase()) ?? false;
