import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** The specification's pause before the logout page sends the visitor home. */
export const logoutRedirectDelayMs = 200;

export function LogoutPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), logoutRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [navigate]);

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
