import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState, type AuthTab } from '@/web/lib/auth-context';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

export { authLoadingFallbackMs } from './use-session';

// Loaded on first open: the forms and the auth library's client stay out of every page's
// first load (issue 9); the modal focuses its first field once it mounts.
const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/** Holds the session and the one auth modal of the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, user, refresh, clearSession } = useSession();
  const signOut = useSignOut(clearSession);
  const [modalTab, setModalTab] = useState<AuthTab | null>(null);

  const openAuth = useCallback((tab: AuthTab) => setModalTab(tab), []);
  const openSignIn = useCallback(() => setModalTab('login'), []);
  const closeAuth = useCallback(() => setModalTab(null), []);

  const value = useMemo<AuthState>(
    () => ({ status, user, openSignIn, openAuth, closeAuth, refresh, signOut, clearSession }),
    [status, user, openSignIn, openAuth, closeAuth, refresh, signOut, clearSession],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {modalTab && (
        <Suspense fallback={null}>
          <AuthModal tab={modalTab} onTabChange={setModalTab} onClose={closeAuth} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
