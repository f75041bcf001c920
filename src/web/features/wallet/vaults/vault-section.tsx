import { Crown, LogIn, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth-context';
import { useVaults } from './api/get-vaults';
import { CreateVaultForm } from './components/create-vault-form';
import { VaultList } from './components/vault-list';
import { VaultSectionSkeleton } from './components/vault-section-skeleton';
import { VaultStats } from './components/vault-stats';
import { VaultTips } from './components/vault-tips';
import { useFlash } from './hooks/use-flash';
import { useServerNow } from './hooks/use-server-now';

/** How long a newly created vault pulses in the list (product rules R11). */
export const newVaultPulseMs = 1200;

/** The wallet's Vault tab: off-chain vaults (spec "Vault section of the wallet"). */
export function VaultSection() {
  const id = useId();
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
      <Card role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <p className="text-slate-300">Failed to load vaults.</p>
        <Button variant="secondary" onClick={() => void vaults.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          Try again
        </Button>
      </Card>
    );
  }
  if (!vaults.data) return <VaultSectionSkeleton />;

  const { stats } = vaults.data;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-white">
          Vault staking
        </h2>
        {stats.elite && (
          <Badge tone="warning">
            <Crown className="size-3.5" aria-hidden />
            Elite staker
          </Badge>
        )}
      </div>
      {/*
        ON-CHAIN (separate issue): the mock-mode warning with its Disable Mock button and
        the wallet connection (address, balance, Copy Address / Disconnect, Connect Wallet)
        go here, above the stat cards. Off-chain vaults below work without either.
      */}
      <VaultStats stats={stats} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid gap-6">
          <CreateVaultForm now={now} onCreated={flashNewVault} />
          <VaultTips />
        </div>
        <VaultList vaults={vaults.data.vaults} now={now} newVaultId={newVaultId} />
      </div>
    </section>
  );
}
