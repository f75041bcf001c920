import { ArrowLeft, Hourglass, LogOut, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';

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

export function GameExited({ title, onPlayAgain }: { title: string; onPlayAgain: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <LogOut className="size-10 text-slate-500" aria-hidden />
      <p className="text-lg text-white">You left {title}.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onPlayAgain}>Play again</Button>
        <ButtonLink to={paths.games} variant="secondary">
          Game Center
        </ButtonLink>
      </div>
    </Card>
  );
}
