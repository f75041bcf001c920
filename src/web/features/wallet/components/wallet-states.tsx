import { CloudOff, Lock, LogIn } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { LoadError } from '@/web/components/ui/load-error';
import { reloadPage } from '../reload-page';

export function AuthLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-4">
      <span
        className="size-10 animate-spin rounded-full border-4 border-white/10 border-t-accent-400"
        aria-hidden
      />
      <p className="text-sm text-slate-400">Checking your session…</p>
    </div>
  );
}

export function SignedOutNotice() {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
        <Lock className="size-7" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold text-white">Authentication required</h2>
      <p className="max-w-sm text-slate-400">
        Please sign in to view your QTT balance and transactions.
      </p>
      <ButtonLink to={paths.login}>
        <LogIn className="size-4" aria-hidden />
        Sign In
      </ButtonLink>
    </Card>
  );
}

const bar = 'animate-pulse rounded-lg bg-white/10';

/** Stands in for the tabs and the balance card while the wallet loads. */
export function WalletSkeleton() {
  return (
    <div role="status" aria-label="Loading wallet data" className="space-y-6">
      <div className={`${bar} h-14 rounded-2xl`} />
      <Card className="space-y-4">
        <div className={`${bar} h-4 w-32`} />
        <div className={`${bar} h-10 w-56`} />
        <div className="grid gap-3 sm:grid-cols-3">
          <div className={`${bar} h-11`} />
          <div className={`${bar} h-11`} />
          <div className={`${bar} h-11`} />
        </div>
      </Card>
    </div>
  );
}

export function WalletUnavailable() {
  return (
    <LoadError
      layout="page"
      title="QTT Wallet Unavailable"
      titleAs="h2"
      message="Failed to load wallet data."
      onRetry={reloadPage}
    />
  );
}

/** Stands in for the Transactions tab while its code loads. */
export function TransactionsSkeleton() {
  return (
    <Card className="p-4 sm:p-6">
      <div role="status" aria-label="Loading transactions" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-xl bg-white/5" />
        ))}
      </div>
    </Card>
  );
}

export function LocalModeBanner() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-amber-500/10 p-4 text-sm text-amber-200 ring-1 ring-amber-400/30"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>QTT is in local mode only. Server unavailable.</p>
    </div>
  );
}
