import { Eye, Gauge, ServerCog, Timer, type LucideIcon } from 'lucide-react';
import { IconBadge, type IconTone } from './icon-card';
import { SectionHeading } from './section-heading';

const checks: Array<{ icon: LucideIcon; tone: IconTone; title: string; text: string }> = [
  {
    icon: ServerCog,
    tone: 'brand',
    title: 'The server keeps the books',
    text: 'A watch session is opened by the server on your first play and bound to your account and that video. Your browser never writes a balance or a reward amount.',
  },
  {
    icon: Eye,
    tone: 'accent',
    title: 'Visible, focused playback',
    text: 'Time counts only from heartbeats that report the player visible and in focus. A video playing in a hidden tab earns nothing.',
  },
  {
    icon: Timer,
    tone: 'emerald',
    title: 'Real time, not claimed time',
    text: "Credit never grows faster than the server's own clock or beyond the video's length. Seeking ahead, replayed or out-of-order heartbeats add nothing.",
  },
  {
    icon: Gauge,
    tone: 'amber',
    title: 'Caps keep it fair',
    text: 'Each member has daily caps and one rewarding session at a time, and a video pays its reward once per member.',
  },
];

export function AboutVerification() {
  return (
    <section aria-labelledby="verification" className="mt-20 sm:mt-24">
      <SectionHeading
        id="verification"
        eyebrow="Proof of Watch Time"
        title="How verification works"
        lead="Rewards are only fair if they are hard to fake. Here is what happens between pressing play and seeing QTT in your wallet."
      />
      <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {checks.map((c) => (
          <li key={c.title} className="flex gap-4">
            <IconBadge icon={c.icon} tone={c.tone} />
            <div>
              <h3 className="font-semibold text-white">{c.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-400">{c.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
