import { LogIn } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/components/ui/cn';
import { useAuth } from '@/web/lib/auth-context';

/** Opens the sign-in modal in place: the game and its result stay where they are. */
export function SignInButton() {
  const { openSignIn } = useAuth();
  return (
    <Button size="sm" variant="secondary" onClick={openSignIn}>
      <LogIn className="size-4" aria-hidden />
      Sign in to earn
    </Button>
  );
}

/** Tells a visitor that play earns only once signed in, with the sign-in modal one tap away. */
export function SignInToEarn({
  className,
  text,
  stacked = false,
}: {
  className?: string;
  text?: string;
  /** The button under the words at every width (a narrow column such as a side panel). */
  stacked?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-start gap-2 rounded-xl bg-amber-500/10 p-3 text-sm text-amber-200 ring-1 ring-amber-400/20',
        !stacked && 'sm:flex-row sm:items-center sm:gap-3',
        className,
      )}
    >
      <p className={cn('min-w-0', !stacked && 'sm:flex-1')}>
        {text ?? 'You are playing as a visitor: sign in to earn QTT while you play.'}
      </p>
      <SignInButton />
    </div>
  );
}
