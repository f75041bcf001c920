import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { AuthContext, type AuthState, type AuthTab } from '@/web/lib/auth-context';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

export { authLoadingFallbackMs } from './use-session';

/** The first visible element marked `data-auth-focus`, when nothing else holds focus. */
function refocusAuthControl() {
  const lost = !document.activeElement || document.activeElement === document.body;
  if (!lost) return;
  const marked = document.querySelectorAll<HTMLElement>('[data-auth-focus]');
  Array.from(marked)
    .find((el) => el.getClientRects().length > 0)
    ?.focus();
}

// Loaded on first open: the forms and the auth library's client stay out of every page's
// first load (decision 024); the modal focuses its first field once it mounts.
// Its Pi sign-in fetches, so the app's query client comes with it (the layout has none).
const AuthModal = lazy(async () => {
  const [{ AuthModal: Modal }, { WithQueryClient }] = await Promise.all([
    import('./auth-modal'),
    import('@/web/lib/app-query-client'),
  ]);
  return {
    default: function AuthModalWithQueries(props: ComponentProps<typeof Modal>) {
      return (
        <WithQueryClient>
          <Modal {...props} />
        </WithQueryClient>
      );
    },
  };
});

/** Holds the session and the one auth modal of the app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, user, refresh, clearSession } = useSession();
  const signOut = useSignOut(clearSession);
  const [modalTab, setModalTab] = useState<AuthTab | null>(null);

  const openAuth = useCallback((tab: AuthTab) => setModalTab(tab), []);
  const openSignIn = useCallback(() => setModalTab('login'), []);
  const closeAuth = useCallback(() => setModalTab(null), []);
  // After the modal is gone (its own cleanup has tried to give focus back): if the control
  // that opened it went too (signing in replaces Log in with the greeting, and on narrow
  // screens closes the menu), focus would fall to the page's body; it goes to what now
  // stands in that place instead.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (modalTab === null && wasOpen.current) refocusAuthControl();
    wasOpen.current = modalTab !== null;
  }, [modalTab]);
  // The same when the session changes under a focused auth control: a session that arrives
  // after the modal has closed (a slow network, a busy server) replaces the Log in button
  // that focus went back to; signing out replaces Sign Out.
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      lastFocused.current = e.target instanceof Element ? e.target : null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    const was = lastFocused.current;
    if (was?.hasAttribute('data-auth-focus') && !was.isConnected) refocusAuthControl();
  }, [status]);

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
