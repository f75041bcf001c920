import { ArrowDownToLine, ArrowUpFromLine, FlaskConical, Wallet } from 'lucide-react';
import { chainMessages } from '@/domain/chain/chain-messages';
import { Badge } from '@/web/components/ui/badge';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { useChainWallet } from '../chain-wallet-context';
import { formatWeiQtt } from '../format-chain';
import { AccountMenu } from './account-menu';
import { MockModeBanner } from './mock-mode-banner';

/**
 * Above the stat cards (docs/onchain-vaults.md): the mock-mode warning, then the connected
 * account with its QTT balance and menu, or Connect Wallet and, where the server offers it,
 * mock mode (docs/decisions/044-mock-mode-where-configured.md). Where there is nothing to
 * connect to and no mock mode, nothing is shown: vaults lock QTT from the QTN wallet.
 */
export function WalletConnection() {
  const wallet = useChainWallet();
  if (!wallet) return null;
  const { chain, status, config, deployed, account, configFailed, mockOffered } = wallet;
  const mock = chain?.kind === 'mock';
  if (!chain && config && !deployed && !mockOffered) return null;
  const network = mock ? 'Mock chain' : (config?.network.name ?? 'Blockchain');
  const balance = account.data
    ? `${formatWeiQtt(account.data.balance)} QTT`
    : account.isError
      ? chainMessages.fetchFailed
      : '…';

  return (
    <div className="grid gap-3">
      {mock && <MockModeBanner onDisable={wallet.disableMock} />}
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-ink-800/80 px-4 py-3 ring-1 ring-white/10">
        <Wallet className="size-5 shrink-0 text-accent-400" aria-hidden />
        {chain && status === 'connected' ? (
          <>
            <div className="grid min-w-0 flex-1">
              <span className="flex items-center gap-2 text-xs text-slate-400">
                {network}
                {mock && <Badge tone="warning">MOCK</Badge>}
              </span>
              <span className="font-semibold text-white tabular-nums" aria-label="Wallet balance">
                {balance}
              </span>
            </div>
            <AccountMenu
              address={chain.account}
              onDisconnect={mock ? wallet.disableMock : wallet.disconnect}
            />
            {!mock && <BridgeLinks />}
          </>
        ) : (
          <>
            <p className="min-w-0 flex-1 basis-48 text-sm text-slate-300">
              {configFailed
                ? chainMessages.fetchFailed
                : config && !deployed
                  ? `${chainMessages.notDeployed(config.network.name)} ${chainMessages.tryMock}`
                  : `Lock QTT on ${network} with your own wallet.`}
            </p>
            <div className="flex flex-wrap gap-2">
              {deployed && (
                <Button
                  size="sm"
                  onClick={wallet.connect}
                  disabled={status === 'connecting'}
                  aria-busy={status === 'connecting'}
                >
                  {status === 'connecting' ? 'Connecting...' : 'Connect Wallet'}
                </Button>
              )}
              {mockOffered && (
                <Button variant="secondary" size="sm" onClick={wallet.enableMock}>
                  <FlaskConical className="size-4" aria-hidden />
                  Enable Mock Mode
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The bridge moves QTT between the QTN wallet and this on-chain account. */
function BridgeLinks() {
  return (
    <nav aria-label="Move QTT" className="flex basis-full flex-wrap gap-2">
      <ButtonLink to={`${paths.walletBridge}#withdraw`} variant="secondary" size="sm">
        <ArrowUpFromLine className="size-4" aria-hidden />
        Withdraw to chain
      </ButtonLink>
      <ButtonLink to={`${paths.walletBridge}#deposit`} variant="secondary" size="sm">
        <ArrowDownToLine className="size-4" aria-hidden />
        Deposit from chain
      </ButtonLink>
    </nav>
  );
}
