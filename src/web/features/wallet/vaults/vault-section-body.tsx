import { Crown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { VaultList as VaultListData } from '@/domain/api/wallet';
import { Badge } from '@/web/components/ui/badge';
import { useChainWallet } from './chain/chain-wallet-context';
import { CreateVaultForm } from './components/create-vault-form';
import { VaultList } from './components/vault-list';
import { VaultStats } from './components/vault-stats';
import { VaultTips } from './components/vault-tips';
import { useServerNow } from './hooks/use-server-now';
import { chainVaultRow, mergeStats, type VaultRowModel } from './lib/vault-row-model';

// Its own chunk: the bar, its menu and the mock banner are not needed to list vaults.
const WalletConnection = lazy(() =>
  import('./chain/components/wallet-connection').then((m) => ({ default: m.WalletConnection })),
);

/** The loaded section: connection, stats, form and list over every origin of vault. */
export function VaultSectionBody({
  list,
  now,
  newVaultId,
  onCreated,
  ledgerBalance,
}: {
  /** The QTN wallet's balance from the wallet summary; the vault list's until it is known. */
  ledgerBalance?: string | undefined;
  list: VaultListData;
  now: Date;
  newVaultId: string | null;
  onCreated: (rowId: string) => void;
}) {
  const id = useId();
  const wallet = useChainWallet();
  // The form and the list each report their actions' outcomes; only the latest one shows.
  const [latest, setLatest] = useState<'form' | 'list' | null>(null);
  const chainData = wallet?.chain ? wallet.account.data : undefined;
  const origin = wallet?.chain?.kind === 'mock' ? 'mock' : 'onchain';
  const chainNow = useServerNow(chainData?.now.toISOString(), wallet?.account.dataUpdatedAt ?? 0);
  const rows: VaultRowModel[] = [
    ...list.vaults,
    ...(chainData?.vaults.map((v) => chainVaultRow(v, origin)) ?? []),
  ];
  const stats = chainData ? mergeStats(list.stats, chainData.vaults, chainNow) : list.stats;

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
      <Suspense fallback={<div className="h-16 rounded-2xl bg-ink-800/80 ring-1 ring-white/10" />}>
        <WalletConnection />
      </Suspense>
      <VaultStats stats={stats} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid gap-6">
          <CreateVaultForm
            now={now}
            chainNow={chainData ? chainNow : undefined}
            reserveLimit={list.reserveLimit}
            ledgerBalance={ledgerBalance ?? list.reserveLimit.balance}
            outcomeShown={latest !== 'list'}
            onAction={() => setLatest('form')}
            onCreated={onCreated}
          />
          <VaultTips />
        </div>
        <VaultList
          vaults={rows}
          now={now}
          chainNow={chainData ? chainNow : undefined}
          newVaultId={newVaultId}
          outcomeShown={latest !== 'form'}
          onAction={() => setLatest('list')}
        />
      </div>
    </section>
  );
}
