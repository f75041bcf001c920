import { Wallet } from 'lucide-react';
import { chainMessages } from '@/domain/chain/chain-messages';
import { Button } from '@/web/components/ui/button';
import { hasInjectedWallet } from '@/web/lib/chain/eip1193';
import { AccountMenu } from '../vaults/chain/components/account-menu';
import { useChainWallet } from '../vaults/chain/chain-wallet-context';
import { formatWeiQtt } from '../vaults/chain/format-chain';

/**
 * The browser wallet the bridge pays and takes from: the vault's connection (one per tab),
 * with the account's on-chain QTT. Without a wallet extension it says so, as the vault does.
 */
export function BridgeWalletBar() {
  const wallet = useChainWallet();
  if (!wallet) return null;
  const { chain, status, config, account } = wallet;
  const network = config?.network.name ?? 'the chain';
  const connected = chain && status === 'connected';
  let body;
  if (connected && chain.kind === 'mock') {
    body = (
      <>
        <p className="min-w-0 flex-1 basis-48 text-sm text-slate-300">
          Mock mode is on. The bridge moves real QTT, so it needs your own wallet.
        </p>
        <Button size="sm" variant="secondary" onClick={wallet.disableMock}>
          Turn off mock mode
        </Button>
      </>
    );
  } else if (connected) {
    const balance = account.data
      ? `${formatWeiQtt(account.data.balance)} QTT`
      : account.isError
        ? chainMessages.fetchFailed
        : '…';
    body = (
      <>
        <div className="grid min-w-0 flex-1 basis-36">
          <span className="text-xs text-slate-400">Your wallet on {network}</span>
          <span
            className="font-semibold whitespace-nowrap text-white tabular-nums"
            aria-label="On-chain balance"
          >
            {balance}
          </span>
        </div>
        <AccountMenu address={chain.account} onDisconnect={wallet.disconnect} />
      </>
    );
  } else if (!hasInjectedWallet()) {
    body = <p className="min-w-0 flex-1 text-sm text-slate-300">{chainMessages.noWallet}</p>;
  } else {
    body = (
      <>
        <p className="min-w-0 flex-1 basis-48 text-sm text-slate-300">
          {wallet.configFailed
            ? chainMessages.fetchFailed
            : `Connect your wallet on ${network} to withdraw to it or deposit from it.`}
        </p>
        <Button
          size="sm"
          onClick={wallet.connect}
          disabled={status === 'connecting' || !wallet.deployed}
          aria-busy={status === 'connecting'}
        >
          {status === 'connecting' ? 'Connecting...' : 'Connect Wallet'}
        </Button>
      </>
    );
  }
  return (
    <div
      role="region"
      aria-label="Browser wallet"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-ink-800/80 px-4 py-3 ring-1 ring-white/10"
    >
      <Wallet className="size-5 shrink-0 text-accent-400" aria-hidden />
      {body}
    </div>
  );
}
