import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/ui/load-error';
import { Page } from '@/web/components/ui/page';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { useBridgeStatus } from './api/get-bridge-status';
import { BridgeBody } from './bridge/bridge-body';
import { BridgeSkeleton } from './bridge/bridge-skeleton';
import { AuthLoading, SignedOutNotice } from './components/wallet-states';
import { ChainWalletProvider } from './vaults/chain/chain-wallet-context';

/**
 * Move QTT between the QTN wallet and the chain (docs/decisions/045-bridge-vouchers.md):
 * withdraw as a voucher the member's own wallet redeems, deposit into the bridge contract.
 * It shares the on-chain vault's wallet connection, so a wallet connected there is
 * connected here.
 */
export function WalletBridgePage() {
  const { status: auth } = useAuth();
  const status = useBridgeStatus({ enabled: auth === 'signed-in' });

  let body;
  if (auth === 'loading') body = <AuthLoading />;
  else if (auth === 'signed-out') body = <SignedOutNotice />;
  else if (status.isError && !status.data) {
    body = (
      <LoadError
        layout="page"
        message={status.error.message || 'Failed to load the bridge.'}
        retryLabel="Try again"
        busy={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) body = <BridgeSkeleton />;
  else {
    body = (
      <ChainWalletProvider>
        <BridgeBody status={status.data} />
      </ChainWalletProvider>
    );
  }
  return (
    <Page
      eyebrow="QTT Wallet"
      title="Move QTT to and from the chain"
      lead="Withdraw QTT from your QTN wallet to your own browser wallet, or deposit on-chain QTT back into QTN."
    >
      {body}
      <ButtonLink to={paths.wallet} variant="ghost" size="sm" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Wallet
      </ButtonLink>
    </Page>
  );
}
