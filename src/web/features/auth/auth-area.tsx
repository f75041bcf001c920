import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';

/** The Sign Out button stays disabled this long after a click (product rules R11). */
export const signOutButtonPauseMs = 800;

/** The header's auth area: Loading, then a greeting with Sign Out, or a prompt to log in. */
export function AuthArea() {
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
      setTimeout(() => setBusy(false), signOutButtonPauseMs);
      await signOut();
    };
    return (
      <div className="flex min-w-0 items-center gap-3">
        <Link
          to={paths.account}
          data-auth-focus
          title="Account and security"
          className="min-w-0 truncate rounded-lg text-sm text-slate-300 hover:text-white xl:max-w-32 2xl:max-w-48"
        >
          Hello, {user.displayName}
        </Link>
        <Button
          // Its own key: React must not turn the focused Log in button into Sign Out, where
          // one more Enter from a keyboard user would sign them straight out again.
          key="sign-out"
          variant="secondary"
          size="sm"
          onClick={onSignOut}
          disabled={busy}
          data-auth-focus
          className="shrink-0"
        >
          <LogOut className="size-4" aria-hidden />
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-400">Please log in</span>
      <Button
        key="sign-in"
        size="sm"
        onClick={openSignIn}
        aria-haspopup="dialog"
        data-auth-focus
        className="shrink-0"
      >
        <LogIn className="size-4" aria-hidden />
        Log in / Sign up
      </Button>
    </div>
  );
}
