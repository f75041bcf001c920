import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthStatus, SessionUser } from '@/web/lib/auth-context';
import { clearPiAuth } from '@/web/lib/pi/pi-storage';
import { clearSessionCache } from '@/web/lib/session-cache';
import { displayNameTimeoutMs, fallbackDisplayName, readSession } from './session-user';

/** The earlier version forces the auth loading state off after 5 s, whatever happens. */
export const authLoadingFallbackMs = 5000;

/**
 * The session as the server sees it. It survives reloads (product rules R8): the cookie is read on load,
 * again after a sign-in, and whenever the tab comes back into view (the idle timeout may
 * have ended it meanwhile). A lookup that started before a sign-in or sign-out is stale
 * when it answers, and is dropped.
 */
export function useSession() {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<SessionUser | null>(null);
  const generation = useRef(0);

  const apply = useCallback((found: SessionUser | null) => {
    setUser(found);
    setStatus(found ? 'signed-in' : 'signed-out');
  }, []);

  /** Reads the session; applies the answer only if nothing changed meanwhile. */
  const lookUp = useCallback(
    (onError: 'signed-out' | 'keep') => {
      const started = ++generation.current;
      const current = () => started === generation.current;
      return readSession().then(
        (found) => current() && apply(found),
        () => current() && onError === 'signed-out' && apply(null),
      );
    },
    [apply],
  );

  useEffect(() => {
    const fallback = setTimeout(
      () => setStatus((s) => (s === 'loading' ? 'signed-out' : s)),
      authLoadingFallbackMs,
    );
    void lookUp('signed-out');
    const onVisible = () => document.visibilityState === 'visible' && void lookUp('keep');
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(fallback);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [lookUp]);

  /**
   * For use after a successful sign-in: the person is signed in whatever the lookup does,
   * so a lookup slower than 2 s shows them as 'User' until it answers.
   */
  const refresh = useCallback(async () => {
    const slow = setTimeout(() => {
      setUser((u) => u ?? { id: '', displayName: fallbackDisplayName });
      setStatus('signed-in');
    }, displayNameTimeoutMs);
    try {
      await lookUp('keep');
    } finally {
      clearTimeout(slow);
    }
  }, [lookUp]);

  const clearSession = useCallback(() => {
    generation.current++;
    clearPiAuth();
    apply(null);
    clearSessionCache();
  }, [apply]);

  return { status, user, refresh, clearSession };
}
