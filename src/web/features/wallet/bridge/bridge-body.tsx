import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { BridgeStatus } from '@/domain/api/bridge';
import { useChainWallet } from '../vaults/chain/chain-wallet-context';
import { useDeposits } from '../api/get-deposits';
import { BridgeOffNotice } from './bridge-off-notice';
import { BridgeWalletBar } from './bridge-wallet-bar';
import { DepositCard } from './deposit-card';
import { DepositList, listsDeposit } from './deposit-list';
import { useBridgeWallet } from './use-bridge-wallet';
import { WithdrawCard } from './withdraw-card';
import { WithdrawalList } from './withdrawal-list';

/** The page's content once the status is known, inside the vault's wallet connection. */
export function BridgeBody({ status }: { status: BridgeStatus }) {
  const { bridge, chain, redeemWallet } = useBridgeWallet(status);
  const network = useChainWallet()?.config?.network.name ?? `chain ${status.chainId}`;
  const [sentTx, setSentTx] = useState<string | null>(null);
  const deposits = useDeposits({ enabled: status.enabled });
  const awaiting = sentTx !== null && !listsDeposit(deposits.data?.deposits, sentTx);

  // /wallet/bridge#deposit (the vault's "Deposit from chain") brings that card into view.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  if (!status.enabled) {
    return (
      <div className="grid gap-6">
        <BridgeOffNotice status={status} network={network} />
        <WithdrawalList bridge={null} redeemWallet={redeemWallet} off />
      </div>
    );
  }
  const account = chain?.kind === 'wallet' ? chain.account : null;
  return (
    <div className="grid gap-6">
      <BridgeWalletBar />
      <div className="grid gap-6 lg:grid-cols-2">
        <WithdrawCard status={status} account={account} network={network} />
        <DepositCard status={status} bridge={bridge} onSent={setSentTx} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <WithdrawalList bridge={bridge} redeemWallet={redeemWallet} />
        <DepositList awaiting={awaiting} />
      </div>
    </div>
  );
}
