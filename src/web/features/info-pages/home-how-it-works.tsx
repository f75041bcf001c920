import { CirclePlay, Coins, ShieldCheck, type LucideIcon } from 'lucide-react';
import { watchRateQttPerSecond } from '@/domain/constants';
import { Card } from '@/web/components/ui/card';
import { IconBadge, type IconTone } from './icon-card';
import { SectionHeading } from './section-heading';

const steps: Array<{ icon: LucideIcon; tone: IconTone; title: string; text: string }> = [
  {
    icon: CirclePlay,
    tone: 'brand',
    title: 'You watch',
    text: 'Sign in, pick a video from Watch & Earn and press play. The server opens a watch session for you and that video.',
  },
  {
    icon: ShieldCheck,
    tone: 'accent',
    title: 'The server verifies',
    text: 'While the player is in view it sends heartbeats. The server counts only time its own clock vouches for; skipping ahead adds nothing.',
  },
  {
    icon: Coins,
    tone: 'emerald',
    title: 'QTT is credited',
    text: `Verified time is paid as a usage bonus after midnight UTC: ${watchRateQttPerSecond} QTT per second, scaled to the day's budget. Reward-eligible videos pay their listed reward at 90%.`,
  },
];

export function HomeHowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mt-20 sm:mt-28">
      <SectionHeading
        id="how-it-works"
        eyebrow="Proof of Watch Time"
        title="How it works"
        lead="Your browser never decides what you earn. It reports what happened; the server checks it and writes the reward."
      />
      <ol className="mt-10 grid gap-4 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title}>
            <Card className="h-full">
              <div className="flex items-center gap-3">
                <IconBadge icon={step.icon} tone={step.tone} />
                <span className="text-sm font-semibold text-slate-400 tabular-nums">
                  Step {i + 1}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-400">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
