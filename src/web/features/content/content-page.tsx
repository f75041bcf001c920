import { watchRateQttPerSecond } from '@/domain/constants';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function ContentPage() {
  return (
    <ComingSoon
      eyebrow="Watch & Earn"
      title="Browse Videos"
      lead="Find something worth your attention and earn QTT for the time you really spend watching it."
      bullets={[
        'A featured strip of up to 8 videos, reward-eligible ones first.',
        'Filters for All, Reward Eligible, YouTube and Hosted videos.',
        'A grid of videos; open any one to watch it.',
        `Reward-eligible videos pay ${watchRateQttPerSecond} QTT per second of verified watch time.`,
      ]}
    />
  );
}
