import { CircleAlert, Coins } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/web/components/ui/cn';
import { bringIntoView } from '../lib/bring-into-view';
import { resultWords, type PlayOutcome } from '../lib/result-words';
import { SignInButton } from './sign-in-to-earn';

/**
 * What a finished game paid and, when less than its rules give, why: the server's words.
 * It comes into view when it appears or changes, with the focus when `focus` (after Exit).
 */
export function GameResultCard({
  outcome,
  focus = false,
  children,
  className,
}: {
  /** null while the server checks the game. */
  outcome: PlayOutcome | null;
  focus?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const words = outcome ? resultWords(outcome) : null;
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    bringIntoView(heading.current, { focus, box: box.current ?? undefined });
  }, [focus, words?.title]);
  const paid = outcome?.kind === 'result' && words?.title.startsWith('You earned');
  const Icon = paid ? Coins : CircleAlert;
  return (
    <section
      ref={box}
      aria-label="Game result"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl bg-ink-800/80 px-6 py-8 text-center ring-1 ring-white/10',
        className,
      )}
    >
      <Icon className={cn('size-10', paid ? 'text-accent-300' : 'text-slate-500')} aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-white outline-none">
        {words?.title ?? 'Checking your game…'}
      </h2>
      {words?.reason && <p className="max-w-prose text-slate-300">{words.reason}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {outcome?.kind === 'visitor' && <SignInButton />}
        {children}
      </div>
    </section>
  );
}
