import { Compass, ShieldUser, UserRound } from 'lucide-react';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { IconCard } from './icon-card';
import { SectionHeading } from './section-heading';

export function AboutAudience() {
  return (
    <section aria-labelledby="who-its-for" className="mt-20 sm:mt-24">
      <SectionHeading
        id="who-its-for"
        eyebrow="Who it is for"
        title="Built for three kinds of people"
      />
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        <IconCard
          icon={Compass}
          title="Visitors"
          footer={<ArrowLink to={paths.content}>Browse content</ArrowLink>}
        >
          Browse videos and games, read how QTN works and sign up when you are ready. Nothing here
          asks for an account until you want to earn.
        </IconCard>
        <IconCard
          icon={UserRound}
          tone="accent"
          title="Members"
          footer={<ArrowLink to={paths.wallet}>Open your wallet</ArrowLink>}
        >
          Earn QTT from verified watch time and games, follow every reward in your wallet and lock
          QTT in vaults for a multiplier.
        </IconCard>
        <IconCard icon={ShieldUser} tone="emerald" title="Admins">
          Add content to the catalogue, follow the pilot rewards dashboard and review recent watch
          sessions and rewards in the Security Center.
        </IconCard>
      </div>
    </section>
  );
}
