import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/web/lib/paths';
import { setSessionEnding } from '@/web/lib/session-cache';
import { signOutOnServer } from './sign-out-on-server';

/**
 * The header's sign-out (product rules R11): one at a time; the server is waited for at most
 * 2 s; the client forgets the user and its cached data; then home. If the server call
 * fails, the /logout page takes over (it tries again and then goes home).
 */
export function useSignOut(clearSession: () => void) {
  const navigate = useNavigate();
  const running = useRef(false);
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSessionEnding(true);
    try {
      let failed = false;
      try {
        await signOutOnServer();
      } catch {
        failed = true;
      }
      clearSession();
      await navigate(failed ? paths.logout : '/');
    } finally {
      running.current = false;
      setSessionEnding(false);
    }
  }, [clearSession, navigate]);
}
