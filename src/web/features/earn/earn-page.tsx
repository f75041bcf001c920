import { ArrowLeftRight, Clapperboard, Gamepad2, ListChecks, type LucideIcon } from 'lucide-react';
import { qttPerPi } from '@/domain/constants';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';

interface Way {
  title: string;
  description: string;
  icon: LucideIcon;
}

const ways: Way[] = [
  {
    title: 'Play Games',
    description: 'Earn QTT for skill, memory and focus in quick in-app games.',
    icon: Gamepad2,
  },
  {
    title: 'Create Content',
    description: 'Publish videos and earn when people really watch them.',
    icon: Clapperboard,
  },
  {
    title: 'Exchange Pi',
    description: `Swap Pi for QTT in the Pi Browser at 1\u00a0Pi\u00a0=\u00a0${qttPerPi}\u00a0QTT.`,
    icon: ArrowLeftRight,
  },
  {
    title: 'Complete Tasks',
    description: 'Finish short tasks and challenges for bonus QTT.',
    icon: ListChecks,
  },
];

export function EarnPage() {
  return (
    <Page
      eyebrow="Earn"
      title="Other Ways to Earn QTT"
      lead="Watching is only the start. These ways to earn are on their way to QTN."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ways.map(({ title, description, icon: Icon }) => (
          <li key={title}>
            <Card className="flex h-full flex-col gap-4">
              <span className="grid size-11 place-items-center rounded-xl bg-white/5 text-slate-400 ring-1 ring-white/10">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="flex-1">
                <h2 className="text-lg font-semibold text-slate-200">{title}</h2>
                <p className="mt-1 text-sm text-slate-400">{description}</p>
              </div>
              <Button variant="secondary" disabled className="w-full">
                Coming Soon
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
