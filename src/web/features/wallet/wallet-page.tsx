import { Coins, LayoutList, Lock, LogOut, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { WalletSummary } from '@/domain/api/wallet';
import { Button } from '@/web/components/ui/button';
import { Page } from '@/web/components/ui/page';
import { ApiError } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth-context';
import { useWallet } from './api/get-wallet';
import { noWatchRewards, useWatchRewards } from './api/get-watch-rewards';
import { readLocalBalance } from './lib/local-balance';
import { AboutQtt } from './components/about-qtt';
import { BalanceTab } from './components/balance-tab';
import { EarnTab } from './components/earn-tab';
import {
  TransactionsSkeleton,
  AuthLoading,
  LocalModeBanner,
  SignedOutNotice,
  WalletSkeleton,
  WalletUnavailable,
} from './components/wallet-states';
import { WalletTabs, type WalletTab } from './components/wallet-tabs';
import { WatchRewardsBox } from './components/watch-rewards-box';
import { DevModeToggle, DevModeWallet, isDevBuild, useDevMode } from './dev-mode-wallet';
import { VaultSectionSkeleton } from './vaults/components/vault-section-skeleton';

// The Vault and Transactions tabs are chunks of their own: most visits open the balance, so
// the vaults' code (off-chain, on-chain and mock) and the transactions' list and filters stay
// out of /wallet's first load (decision 009).
const VaultSection = lazy(() =>
  import('./vaults/vault-section').then((m) => ({ default: m.VaultSection })),
);
const TransactionsTab = lazy(() =>
  import('./components/transactions-tab').then((m) => ({ default: m.TransactionsTab })),
);

/**
 * The wallet screen. Its dev-mode variant (a mock balance) exists only in development
 * builds and never touches real balances (dev-mode-wallet.tsx, product rules R1).
 */
export function WalletPage() {
  const { status } = useAuth();
  return (
    <Page eyebrow="QTT Wallet" title="QualityTime Token Wallet">
      {status === 'loading' && <AuthLoading />}
      {status === 'signed-out' && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <SignedOutNotice />
          <AboutQtt />
        </div>
      )}
      {status === 'signed-in' && <SignedInWallet />}
    </Page>
  );
}

function SignedInWallet() {
  const wallet = useWallet({ enabled: true });
  const rewards = useWatchRewards({ enabled: true });
  const devMode = useDevMode();
  const error = wallet.error instanceof ApiError ? wallet.error : null;

  if (error?.status === 401) return <SignedOutNotice />;
  // Status 0 means the server could not be reached: local mode, with the last known balance.
  const isLocal = error?.status === 0;

  let body;
  if (wallet.isPending) body = <WalletSkeleton />;
  else if (wallet.isSuccess) body = <WalletBody wallet={wallet.data} />;
  else if (isLocal)
    body = (
      <>
        <LocalModeBanner />
        <WalletBody wallet={null} />
      </>
    );
  else body = <WalletUnavailable />;

  return (
    <div className="space-y-6">
      <AccountBar />
      {/* isDevBuild is a build-time constant: a production bundle holds no dev mode at all. */}
      {isDevBuild && <DevModeToggle on={devMode.on} onToggle={devMode.toggle} />}
      {isDevBuild && devMode.on ? <DevModeWallet /> : body}
      <div className="grid gap-6 lg:grid-cols-2">
        <WatchRewardsBox summary={rewards.data ?? noWatchRewards} />
        <AboutQtt />
      </div>
    </div>
  );
}

/** `wallet` is null in local mode, where only the stored balance is known. */
function WalletBody({ wallet }: { wallet: WalletSummary | null }) {
  const tabs: WalletTab<'balance' | 'transactions' | 'earn' | 'vault'>[] = [
    {
      id: 'balance',
      label: 'Balance',
      icon: Coins,
      render: () => (
        <BalanceTab
          balance={wallet?.balance ?? readLocalBalance()}
          stats={wallet?.stats}
          today={wallet?.today}
        />
      ),
    },
    {
      id: 'transactions',
      label: 'Transactions',
      icon: LayoutList,
      render: () => (
        <Suspense fallback={<TransactionsSkeleton />}>
          <TransactionsTab />
        </Suspense>
      ),
    },
    {
      id: 'earn',
      label: 'Earn QTT',
      icon: Sparkles,
      render: () => <EarnTab today={wallet?.today} streak={wallet?.stats.currentStreak} />,
    },
    {
      id: 'vault',
      label: 'Vault',
      icon: Lock,
      render: () => (
        <Suspense fallback={<VaultSectionSkeleton />}>
          <VaultSection ledgerBalance={wallet?.balance} />
        </Suspense>
      ),
    },
  ];
  return <WalletTabs tabs={tabs} />;
}

function AccountBar() {
  const { user, signOut } = useAuth();
  const [isSigningOut, setSigningOut] = useState(false);
  const logout = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 truncate text-sm text-slate-400">
        Signed in as{' '}
        <span className="font-medium text-slate-200">{user?.displayName ?? 'User'}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={() => void logout()} disabled={isSigningOut}>
        <LogOut className="size-4" aria-hidden />
        Logout
      </Button>
    </div>
  );
}

// The bridge page's route enters through this module (src/web/app/router.tsx), which the
// entry chunk already names, so the new page adds no chunk to /home's first load.
export { WalletBridgeRoute } from './wallet-bridge-route';
