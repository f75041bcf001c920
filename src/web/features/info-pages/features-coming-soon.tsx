import { ChartColumn, Clapperboard, MessagesSquare, Vote } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { IconCard } from './icon-card';
import { SectionHeading } from './section-heading';

const soon = <Badge tone="warning">Coming soon</Badge>;

export function FeaturesComingSoon() {
  return (
    <section
      id="coming-soon"
      aria-labelledby="coming-soon-title"
      className="scroll-mt-24 border-t border-white/10 pt-14 sm:pt-20"
    >
      <SectionHeading
        id="coming-soon-title"
        eyebrow="Roadmap"
        title="Coming soon"
        lead="What we are building next. None of it is live yet; beta members hear about it first."
      />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <IconCard
          icon={Clapperboard}
          title="Creator tools"
          aside={soon}
          footer={<ArrowLink to={paths.earnContent}>Register interest</ArrowLink>}
        >
          Publish your own videos and earn when members give them their attention.
        </IconCard>
        <IconCard icon={Vote} tone="accent" title="Governance" aside={soon}>
          A say for the community in how QTN grows and how rewards are shared.
        </IconCard>
        <IconCard icon={ChartColumn} tone="emerald" title="Analytics" aside={soon}>
          Clear charts of your watch time, play time and earnings over time.
        </IconCard>
        <IconCard icon={MessagesSquare} tone="amber" title="Social features" aside={soon}>
          Follow friends, share what you are watching and discover content together.
        </IconCard>
      </div>
    </section>
  );
}
