import { LogIn } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth-context';
import { LoadError } from '@/web/components/ui/load-error';
import { useVaults } from './api/get-vaults';
import { ChainWalletProvider } from './chain/chain-wallet-context';
import { VaultSectionSkeleton } from './components/vault-section-skeleton';
import { useFlash } from './hooks/use-flash';
import { useServerNow } from './hooks/use-server-now';
import { VaultSectionBody } from './vault-section-body';

/** How long a newly created vault pulses in the list (product rules R11). */
export const newVaultPulseMs = 1200;

/**
 * The wallet's Vault tab (product rules R3, R4): off-chain vaults, and with a
 * connected wallet (or mock mode) the on-chain ones beside them. `ledgerBalance` is the
 * wallet summary's balance, which the wallet page holds (the form shows it as available).
 */
export function VaultSection({ ledgerBalance }: { ledgerBalance?: string | undefined } = {}) {
  const { status, openSignIn } = useAuth();
  const vaults = useVaults({ enabled: status === 'signed-in' });
  const now = useServerNow(vaults.data?.now, vaults.dataUpdatedAt);
  const [newVaultId, flashNewVault] = useFlash<string>(newVaultPulseMs);

  if (status === 'signed-out') {
    return (
      <Card className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-slate-300">Please sign in to create and manage vaults.</p>
        <Button onClick={openSignIn}>
          <LogIn className="size-4" aria-hidden />
          Sign In
        </Button>
      </Card>
    );
  }
  if (vaults.isError && !vaults.data) {
    return (
      <LoadError
        layout="page"
        message="Failed to load vaults."
        retryLabel="Try again"
        busy={vaults.isFetching}
        onRetry={() => void vaults.refetch()}
      />
    );
  }
  if (!vaults.data) return <VaultSectionSkeleton />;

  return (
    <ChainWalletProvider>
      <VaultSectionBody
        list={vaults.data}
        now={now}
        newVaultId={newVaultId}
        onCreated={flashNewVault}
        ledgerBalance={ledgerBalance}
      />
    </ChainWalletProvider>
  );
}
