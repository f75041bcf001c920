import { LogIn } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth-context';

/** For visitors: watching works, earning needs an account. */
export function SignInNote() {
  const { openSignIn } = useAuth();
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-brand-500/10 p-4 text-sm text-slate-200 ring-1 ring-brand-400/30 sm:flex-row sm:items-center sm:justify-between">
      <p>
        Sign in to earn QTT for the time you spend watching. Without an account, nothing is counted.
      </p>
      <Button size="sm" onClick={openSignIn} aria-haspopup="dialog" className="shrink-0">
        <LogIn className="size-4" aria-hidden />
        Sign In
      </Button>
    </div>
  );
}
