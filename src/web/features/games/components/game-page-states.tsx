import { ArrowLeft, Hourglass, LogOut, SearchX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import type { PlayOutcome } from '../lib/result-words';
import { bringIntoView } from '../lib/bring-into-view';
import { GameResultCard } from './game-result-card';

const bar = 'animate-pulse rounded-lg bg-white/10';

export function GameSkeleton() {
  return (
    <div role="status" aria-label="Loading game">
      <div className={`${bar} mb-5 h-5 w-36`} />
      <div className={`${bar} h-9 w-64`} />
      <div className="mt-6 aspect-video animate-pulse rounded-2xl bg-white/10" />
    </div>
  );
}

function StateCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof SearchX;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <Icon className="size-10 text-slate-500" aria-hidden />
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      {children}
    </Card>
  );
}

const centerLink = (
  <ButtonLink to={paths.games} variant="secondary">
    <ArrowLeft className="size-4" aria-hidden />
    Return to Game Center
  </ButtonLink>
);

export function GameNotFound() {
  return (
    <StateCard icon={SearchX} title="Game Not Found">
      <p className="text-slate-300">The requested game could not be found.</p>
      {centerLink}
    </StateCard>
  );
}

export function GameComingSoon() {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <Hourglass className="size-10 text-accent-300" aria-hidden />
      <p className="text-lg text-white">This game is coming soon to QTN!</p>
      <ButtonLink to={paths.games} variant="secondary">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Game Center
      </ButtonLink>
    </Card>
  );
}

/**
 * After Exit: the result card when the game was settled on leaving, else a plain goodbye.
 * Either takes the focus and comes into view, since the Exit button that had it is gone.
 */
export function GameExited({
  title,
  outcome,
  onPlayAgain,
}: {
  title: string;
  outcome?: PlayOutcome;
  onPlayAgain: () => void;
}) {
  const actions = (
    <>
      <Button onClick={onPlayAgain}>Play again</Button>
      <ButtonLink to={paths.games} variant="secondary">
        Game Center
      </ButtonLink>
    </>
  );
  if (outcome)
    return (
      <GameResultCard outcome={outcome} focus>
        <p className="w-full text-slate-400">You left {title}.</p>
        {actions}
      </GameResultCard>
    );
  return <GameLeft title={title}>{actions}</GameLeft>;
}

function GameLeft({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => bringIntoView(heading.current, { focus: true }), []);
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <LogOut className="size-10 text-slate-500" aria-hidden />
      <p ref={heading} tabIndex={-1} className="text-lg text-white outline-none">
        You left {title}.
      </p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </Card>
  );
}
