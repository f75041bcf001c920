import { ArrowRight, Brain, Car, Gamepad2, Keyboard, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';

interface SampleGame {
  to: string;
  title: string;
  category: string;
  reward: string;
  description: string;
  icon: LucideIcon;
}

const sampleGames: SampleGame[] = [
  {
    to: paths.game('speed-typing'),
    title: 'Speed Typing',
    category: 'Skill',
    reward: '1–10 QTT',
    description: 'Type as many words as you can in 60 seconds. Speed and accuracy both pay.',
    icon: Keyboard,
  },
  {
    to: paths.game('memory-master'),
    title: 'Memory Master',
    category: 'Memory',
    reward: '1–8 QTT',
    description: 'Match all 12 pairs of cards in as few moves and as little time as you can.',
    icon: Brain,
  },
  {
    to: paths.carRacer,
    title: 'SUV Traffic Racer',
    category: 'Arcade',
    reward: '5 QTT per finish',
    description: 'Weave through traffic and cross the finish line to earn a fixed reward.',
    icon: Car,
  },
];

export function EarnGamesPage() {
  return (
    <Page
      eyebrow="Games"
      title="Play Games to Earn QTT"
      lead="Quick games that reward skill, memory and focus. The better you play, the more QTT you earn."
    >
      <ButtonLink to={paths.games} size="lg">
        <Gamepad2 className="size-5" aria-hidden />
        Open the Game Center
      </ButtonLink>

      <h2 className="mt-10 text-xl font-semibold text-white">Games to try</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {sampleGames.map(({ to, title, category, reward, description, icon: Icon }) => (
          <li key={to}>
            <Card className="flex h-full flex-col gap-4">
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-accent-500/15 text-accent-300 ring-1 ring-accent-400/30">
                  <Icon className="size-5" aria-hidden />
                </span>
                <Badge>{category}</Badge>
              </div>
              <div className="flex-1">
                <h3 className="text-lg font-semibold text-white">{title}</h3>
                <p className="mt-1 text-sm text-slate-400">{description}</p>
              </div>
              <div className="flex items-center justify-between gap-3">
                <Badge tone="brand">{reward}</Badge>
                <Link
                  to={to}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 hover:text-accent-400"
                >
                  Play <span className="sr-only">{title}</span>
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-500">
        Rewards are worked out on the server from how you actually played.
      </p>
    </Page>
  );
}
