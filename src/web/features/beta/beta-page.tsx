import { ComingSoon } from '@/web/components/ui/coming-soon';
import { paths } from '@/web/lib/paths';

export function BetaPage() {
  return (
    <ComingSoon
      eyebrow="Beta programme"
      title="Join the QTN Beta"
      lead="Help shape QTN before everyone else. The sign-up form opens here soon."
      bulletsHeading="Beta benefits"
      bullets={[
        'Early access to new features before anyone else.',
        'Special Pi rewards for beta testers.',
        'Influence on development: your feedback shapes what we build.',
        'A community of early testers to share ideas with.',
        'A place in the QTN Hall of Fame.',
      ]}
      links={[
        { to: paths.features, label: 'See what QTN does' },
        { to: paths.about, label: 'About QTN' },
      ]}
    />
  );
}
