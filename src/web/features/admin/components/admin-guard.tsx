import { Lock, LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth-context';

/**
 * Shows `children` to admins only. The server refuses everyone else anyway; this spares
 * them a page of failed requests and says plainly why there is nothing to see.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <GuardLoading />;
  if (status === 'signed-out' || !user) return <AdminSignedOut />;
  if (user.role !== 'admin') return <AdminOnly />;
  return children;
}

function GuardLoading() {
  return (
    <div role="status" className="flex min-h-[30vh] flex-col items-center justify-center gap-4">
      <span
        className="size-10 animate-spin rounded-full border-4 border-white/10 border-t-accent-400"
        aria-hidden
      />
      <p className="text-sm text-slate-400">Checking your session…</p>
    </div>
  );
}

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
        {icon}
      </span>
      <h2 className="text-xl font-semibold text-white">{title}</h2>
      {children}
    </Card>
  );
}

/** Also shown when the server answers 401: the session ended while the page was open. */
export function AdminSignedOut() {
  const { openSignIn } = useAuth();
  return (
    <Notice icon={<Lock className="size-7" aria-hidden />} title="Log in to continue">
      <p className="max-w-sm text-slate-400">
        This page is for administrators. Log in with an admin account to use it.
      </p>
      <Button onClick={openSignIn}>
        <LogIn className="size-4" aria-hidden />
        Log in
      </Button>
    </Notice>
  );
}

/** Also shown when the server answers 403, e.g. after the admin role was taken away. */
export function AdminOnly() {
  return (
    <Notice icon={<ShieldAlert className="size-7" aria-hidden />} title="Admins only">
      <p className="max-w-sm text-slate-400">This page is for admins only.</p>
      <ButtonLink to="/" variant="secondary">
        Go home
      </ButtonLink>
    </Notice>
  );
}
