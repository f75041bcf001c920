import { ComingSoon } from '@/web/components/ui/coming-soon';
import { paths } from '@/web/lib/paths';

export function GamesPage() {
  return (
    <ComingSoon
      eyebrow="Games"
      title="Game Center"
      lead="Quick games that reward skill, memory and focus with QTT."
      bullets={[
        'Search games by title and description, and filter them by category.',
        'Each game shows its difficulty, reward range, category, players and play time.',
        'Speed Typing and Memory Master play right here; others open full screen.',
        'Rewards are worked out on the server from how you actually played.',
      ]}
      links={[
        { to: paths.earnGames, label: 'Games to try' },
        { to: paths.earn, label: 'Ways to earn' },
      ]}
    />
  );
}
