import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useAuth } from './auth-context';

/** The header's auth area: Loading, then a greeting with Sign Out, or a prompt to log in. */
export function AuthArea({ compact = false }: { compact?: boolean }) {
  const { status, user, openSignIn, signOut } = useAuth();
  const [busy, setBusy] = useState(false);

  if (status === 'loading') {
    return (
      <span className="text-sm text-slate-400" aria-live="polite">
        Loading
      </span>
    );
  }
  if (status === 'signed-in' && user) {
    const onSignOut = async () => {
      if (busy) return;
      setBusy(true);
      setTimeout(() => setBusy(false), 800);
      await signOut();
    };
    return (
      <div className="flex items-center gap-3">
        {!compact && <span className="text-sm text-slate-300">Hello, {user.displayName}</span>}
        <Button variant="secondary" size="sm" onClick={onSignOut} disabled={busy}>
          <LogOut className="size-4" aria-hidden />
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {!compact && <span className="hidden text-sm text-slate-400 lg:inline">Please log in</span>}
      <Button size="sm" onClick={openSignIn}>
        <LogIn className="size-4" aria-hidden />
        Log in / Sign up
      </Button>
    </div>
  );
}
