import { ArrowLeftRight, Clapperboard, Gamepad2, ListChecks, type LucideIcon } from 'lucide-react';
import { qttPerPi } from '@/domain/constants';
import { Badge } from '@/web/components/ui/badge';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';

interface Way {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where it works today; a way without one is still to come and says so. */
  to?: string;
  action?: string;
}

const ways: Way[] = [
  {
    title: 'Play Games',
    description: 'Earn QTT for skill, memory and focus in quick in-app games.',
    icon: Gamepad2,
    to: paths.games,
    action: 'Play Games',
  },
  {
    title: 'Create Content',
    description: 'Publish videos and earn when people really watch them.',
    icon: Clapperboard,
    to: paths.earnContent,
    action: 'Join the waitlist',
  },
  {
    title: 'Exchange Pi',
    description: `Swap Pi for QTT in the Pi Browser at 1\u00a0Pi\u00a0=\u00a0${qttPerPi}\u00a0QTT.`,
    icon: ArrowLeftRight,
    to: paths.earnExchange,
    action: 'Exchange Pi',
  },
  {
    title: 'Complete Tasks',
    description: 'Finish short tasks and challenges for bonus QTT.',
    icon: ListChecks,
  },
];

/** Ways to earn besides watching: each card leads to the page where it works, or says it is to come. */
export function EarnPage() {
  return (
    <Page
      eyebrow="Earn"
      title="Other Ways to Earn QTT"
      lead="Watching is only the start: play games, bring QTT in with Pi, or join the creators' waitlist."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ways.map(({ title, description, icon: Icon, to, action }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-4">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="flex-1">
                <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-100">
                  {title}
                  {!to && <Badge tone="warning">Coming soon</Badge>}
                </h2>
                <p className="mt-1 text-sm text-slate-400">{description}</p>
              </div>
              {to ? (
                <ButtonLink to={to} className="w-full">
                  {action}
                </ButtonLink>
              ) : (
                <Button variant="secondary" disabled className="w-full">
                  Coming Soon
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
