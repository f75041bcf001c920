import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthContext, type AuthState, type AuthStatus, type SessionUser } from './auth-context';

/** The specification forces the auth loading state off after 5 s, whatever happens. */
export const authLoadingFallbackMs = 5000;

/**
 * Resolves who is signed in. Accounts do not exist yet, so nobody is: the accounts work
 * replaces this with the server's session lookup, keeping the same states.
 */
async function resolveSession(): Promise<SessionUser | null> {
  return null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<SessionUser | null>(null);

  useEffect(() => {
    let live = true;
    const fallback = setTimeout(
      () => live && setStatus((s) => (s === 'loading' ? 'signed-out' : s)),
      authLoadingFallbackMs,
    );
    resolveSession()
      .then((found) => {
        if (!live) return;
        setUser(found);
        setStatus(found ? 'signed-in' : 'signed-out');
      })
      .catch(() => live && setStatus('signed-out'));
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, []);

  const openSignIn = useCallback(() => void navigate('/login'), [navigate]);
  const signOut = useCallback(async () => {
    setUser(null);
    setStatus('signed-out');
    await navigate('/');
  }, [navigate]);

  const value = useMemo<AuthState>(
    () => ({ status, user, openSignIn, signOut }),
    [status, user, openSignIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
