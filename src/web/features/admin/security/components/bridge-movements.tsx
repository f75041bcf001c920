import { Inbox, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { SecurityBridge } from '@/domain/api/security-center';
import { BridgeDepositsTable } from './bridge-deposits-table';
import { BridgeWithdrawalsTable } from './bridge-withdrawals-table';

const title = 'Bridge movements';

/**
 * The bridge's latest withdrawals and deposits (docs/decisions/045-bridge-vouchers.md), with
 * the deposits that name no QTN account first: they are never credited by themselves, so an
 * admin has to settle each one. `bridge` is null while loading.
 */
export function BridgeMovements({ bridge }: { bridge: SecurityBridge | null }) {
  const id = useId();
  const isEmpty =
    bridge !== null &&
    bridge.withdrawals.length === 0 &&
    bridge.deposits.length === 0 &&
    bridge.unclaimedDeposits.length === 0;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {bridge === null && (
        <div
          role="status"
          aria-label={`Loading ${title}`}
          className="space-y-2 rounded-2xl bg-ink-800/80 p-4 ring-1 ring-white/10"
        >
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-9 animate-pulse rounded-lg bg-white/5" />
          ))}
        </div>
      )}
      {isEmpty && (
        <p className="flex flex-col items-center gap-2 rounded-2xl bg-ink-800/80 px-4 py-10 text-center text-sm text-slate-400 ring-1 ring-white/10">
          <Inbox className="size-8 text-slate-600" aria-hidden />
          No bridge movements yet.
        </p>
      )}
      {bridge && !isEmpty && (
        <>
          {bridge.unclaimedDeposits.length > 0 && (
            <div className="space-y-3 rounded-2xl bg-amber-500/5 p-3 ring-1 ring-amber-400/40">
              <p className="flex items-start gap-2 text-sm text-amber-200">
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {bridge.unclaimedDeposits.length === 1
                  ? '1 deposit names no QTN account: it stays uncredited until an admin settles it.'
                  : `${bridge.unclaimedDeposits.length} deposits name no QTN account: they stay uncredited until an admin settles them.`}
              </p>
              <BridgeDepositsTable
                title="Needs attention: deposits naming no account"
                deposits={bridge.unclaimedDeposits}
                empty=""
              />
            </div>
          )}
          <BridgeWithdrawalsTable withdrawals={bridge.withdrawals} />
          <BridgeDepositsTable
            title="Deposits from the chain"
            deposits={bridge.deposits}
            empty="No deposits yet."
          />
        </>
      )}
    </section>
  );
}
