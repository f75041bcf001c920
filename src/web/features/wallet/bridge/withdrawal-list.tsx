import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Withdrawal } from '@/domain/api/bridge';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import type { BridgeChain } from '@/web/lib/chain/bridge-chain';
import { queryKeys } from '@/web/lib/query-keys';
import { toast } from '@/web/lib/toast';
import { formatAmount } from '../wallet-format';
import { shortHash } from '../vaults/chain/format-chain';
import { useChainWallet } from '../vaults/chain/chain-wallet-context';
import { useWithdrawals } from '../api/get-withdrawals';
import { bridgeChainErrorText, redeemBlocked, type RedeemWallet } from './bridge-rules';
import { ListSkeleton } from './list-skeleton';
import { WithdrawalRow } from './withdrawal-row';

/** "Your withdrawals", newest first; polls while a voucher is issued or awaits its refund. */
export function WithdrawalList({
  bridge,
  redeemWallet,
  off,
}: {
  bridge: BridgeChain | null;
  redeemWallet: RedeemWallet;
  /** The bridge is off: the list is history only. */
  off?: boolean;
}) {
  const list = useWithdrawals();
  const queryClient = useQueryClient();
  const wallet = useChainWallet();
  const [redeeming, setRedeeming] = useState<string | null>(null);

  const redeem = async (w: Withdrawal) => {
    if (!bridge || !w.voucher) return;
    setRedeeming(w.id);
    try {
      const { hash } = await bridge.redeem(w.voucher);
      toast.success(
        `Redeemed ${formatAmount(w.amount)} QTT to your wallet. TX: ${shortHash(hash)}`,
      );
    } catch (err) {
      const detail = wallet?.errorDetail(err) ?? 'Unknown error';
      toast.error(`Redeem failed: ${bridgeChainErrorText(detail)}`);
    } finally {
      setRedeeming(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.bridge() });
      void wallet?.refresh();
    }
  };

  let body;
  if (list.isError && !list.data) {
    body = (
      <LoadError
        message="Failed to load your withdrawals."
        retryLabel="Try again"
        busy={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = <ListSkeleton label="Loading your withdrawals" />;
  } else if (list.data.withdrawals.length === 0) {
    body = <p className="text-sm text-slate-400">No withdrawals yet.</p>;
  } else {
    body = (
      <ul className="grid gap-2">
        {list.data.withdrawals.map((w) => (
          <WithdrawalRow
            key={w.id}
            w={w}
            blocked={
              off
                ? 'The bridge is off, so vouchers cannot be redeemed now.'
                : (redeemBlocked(w, redeemWallet) ??
                  (bridge ? null : 'Connect your wallet to redeem.'))
            }
            redeeming={redeeming === w.id}
            onRedeem={() => void redeem(w)}
          />
        ))}
      </ul>
    );
  }
  return (
    <Card role="region" aria-labelledby="withdrawals-heading" className="space-y-3">
      <h2 id="withdrawals-heading" className="text-lg font-semibold text-white">
        Your withdrawals
      </h2>
      {body}
    </Card>
  );
}
