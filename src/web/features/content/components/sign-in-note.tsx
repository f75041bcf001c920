import { LogIn } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/components/ui/cn';
import { useAuth } from '@/web/lib/auth-context';

/**
 * For visitors: watching works, earning needs an account. As a `placeholder` it is
 * invisible (hidden from readers too) and only holds the note's space.
 */
export function SignInNote({ placeholder = false }: { placeholder?: boolean }) {
  const { openSignIn } = useAuth();
  return (
    <div
      aria-hidden={placeholder || undefined}
      inert={placeholder || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl bg-brand-500/10 p-4 text-sm text-slate-200 ring-1 ring-brand-400/30 sm:flex-row sm:items-center sm:justify-between',
        placeholder && 'invisible',
      )}
    >
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
