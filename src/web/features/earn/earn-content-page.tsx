import { BarChart3, Clapperboard, Coins, type LucideIcon } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';

const plans: Array<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Publish on QTN',
    text: 'Share your videos with an audience that is rewarded for paying attention.',
    icon: Clapperboard,
  },
  {
    title: 'Earn from real attention',
    text: 'Earn QTT when people genuinely watch, measured by Proof of Watch Time, not clicks.',
    icon: Coins,
  },
  {
    title: 'Understand your viewers',
    text: 'See how much of each video people watch, so you know what holds their attention.',
    icon: BarChart3,
  },
];

export function EarnContentPage() {
  return (
    <Page
      eyebrow="Creators"
      title="Create Content to Earn QTT"
      lead="Creator rewards are coming to QTN. Register your interest and you will be among the first to hear when creators can publish and earn."
    >
      <Card className="max-w-3xl">
        <Badge tone="accent">Waitlist open</Badge>
        <ul className="mt-5 space-y-5">
          {plans.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h2 className="font-semibold text-white">{title}</h2>
                <p className="mt-0.5 text-sm text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 border-t border-white/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">Creator sign-up runs through the QTN beta.</p>
          <ButtonLink to={paths.beta}>Register Interest</ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
