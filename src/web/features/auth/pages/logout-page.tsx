import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/web/lib/auth-context';
import { signOutOnServer } from '../sign-out-on-server';

/** The earlier version's pause before the logout page sends the visitor home. */
export const logoutRedirectDelayMs = 200;

/**
 * Signs out: forgets the user on the client at once, asks the server to revoke the session
 * (it keeps going after the redirect), and goes home after 200 ms. The header comes here
 * when its own sign-out failed.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const { clearSession } = useAuth();

  useEffect(() => {
    clearSession();
    void signOutOnServer().catch(() => undefined);
    const timer = setTimeout(() => void navigate('/', { replace: true }), logoutRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, clearSession]);

  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        className="size-10 animate-spin rounded-full border-4 border-white/10 border-t-accent-400"
        aria-hidden
      />
      <h1 className="text-lg font-medium text-slate-300">Signing you out…</h1>
    </div>
  );
}
