import { Brain, Car, Gamepad2, Keyboard, type LucideIcon } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { CheckList } from './check-list';
import { FeatureSection } from './feature-section';

const kinds: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Keyboard,
    title: 'Speed Typing',
    text: 'Sixty seconds, as many words as you can. Rewarded for speed and accuracy.',
  },
  {
    icon: Brain,
    title: 'Memory Master',
    text: 'Match twelve pairs. Fewer moves and a faster finish earn more.',
  },
  {
    icon: Gamepad2,
    title: 'Arcade games',
    text: "One QTT for every 15 seconds of verified play, up to each game's maximum.",
  },
  {
    icon: Car,
    title: 'SUV Traffic Racer',
    text: 'A fixed reward for each verified finish, with a daily cap.',
  },
];

export function FeaturesGames() {
  return (
    <FeatureSection
      id="games"
      icon={Gamepad2}
      tone="accent"
      eyebrow="Game Center"
      title="Games that pay for skill"
      lead="Play in the Game Center and earn QTT for what you actually do, not for what a browser says you did."
      aside={
        <Card className="p-0">
          <ul className="divide-y divide-white/5">
            {kinds.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden />
                <div>
                  <h3 className="font-semibold text-white">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      }
    >
      <CheckList
        items={[
          'Skill games run on a session the server issues; it replays your inputs and applies the scoring rules.',
          'Play time in embedded games is measured like watch time: visible, focused, real time.',
          'Verified play minutes also count toward the daily usage bonus.',
        ]}
      />
      <ArrowLink to={paths.games} className="mt-6">
        Open the Game Center
      </ArrowLink>
    </FeatureSection>
  );
}
