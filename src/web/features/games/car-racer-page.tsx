import { ComingSoon } from '@/web/components/ui/coming-soon';
import { paths } from '@/web/lib/paths';

export function CarRacerPage() {
  return (
    <ComingSoon
      eyebrow="Arcade"
      title="SUV Traffic Racer"
      lead="Weave an SUV through traffic and cross the finish line to earn QTT."
      bullets={[
        'The full race in an 800 × 450 game frame.',
        'A race timer that turns urgent from 55 seconds.',
        '5 QTT for every verified finish while you are signed in.',
        'A daily cap and a minimum race time keep the leaderboard fair.',
      ]}
      links={[
        { to: paths.earnGames, label: 'Games to try' },
        { to: paths.earn, label: 'Ways to earn' },
      ]}
    />
  );
}
